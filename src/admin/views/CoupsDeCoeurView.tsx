import type { AdminViewServerProps } from 'payload'

import { coupsDeCoeur } from '@/lib/admin/coupsDeCoeur'

import { CoupsDeCoeurEditor, type Favori } from '../components/CoupsDeCoeurEditor'
import { AdminScreen, requireStaff } from '../ui/AdminScreen'

const slim = ({ slug, titre, miniature, statut, coupDeCoeur, coupDeCoeurRang }: Favori): Favori => ({
  slug,
  titre,
  miniature,
  statut,
  coupDeCoeur,
  coupDeCoeurRang,
})

/** /admin/coups-de-coeur: choose the favourite products and their order. */
export async function CoupsDeCoeurView(props: AdminViewServerProps) {
  const req = requireStaff(props, '/admin/coups-de-coeur')
  const { favoris, autres } = await coupsDeCoeur(req)
  return (
    <AdminScreen
      view={props}
      title="Coups de cœur"
      crumbs={[{ label: 'Coups de cœur' }]}
      actions={
        // eslint-disable-next-line @next/next/no-html-link-for-pages -- the shop has its own root layout: leaving the admin is a full page load either way
        <a className="mc-link-btn" href="/produits/affiches/coups-de-coeur">
          Voir sur le site
        </a>
      }
    >
      <CoupsDeCoeurEditor favoris={favoris.map(slim)} autres={autres.map(slim)} />
    </AdminScreen>
  )
}
