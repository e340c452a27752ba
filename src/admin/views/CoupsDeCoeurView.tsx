import type { AdminViewServerProps } from 'payload'

import { coupsDeCoeur } from '@/lib/admin'

import { CoupsDeCoeurEditor, type Favori } from '../components/CoupsDeCoeurEditor'
import { AdminScreen, requireStaff } from '../ui/AdminScreen'
import { BarreActions } from '../ui/BarreActions'

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
        // The shop has its own root layout: leaving the admin is a full page load either way.
        <BarreActions actions={[{ href: '/produits/affiches/coups-de-coeur', label: 'Voir sur le site' }]} />
      }
    >
      <CoupsDeCoeurEditor favoris={favoris.map(slim)} autres={autres.map(slim)} />
    </AdminScreen>
  )
}
