import type { AdminViewServerProps } from 'payload'

import { lireChoixPrix } from '@/lib/admin'

import { AjusterPrix } from '../components/AjusterPrix'
import { AdminScreen, requireStaff } from '../ui/AdminScreen'

/** /admin/ajuster-les-prix: a price rule on the selection (?ids=…), a collection or the whole
 *  catalogue, on every format or one; a preview of each old → new price, then apply and undo. */
export async function AjusterPrixView(props: AdminViewServerProps) {
  const req = requireStaff(props, '/admin/ajuster-les-prix')
  const brut = props.searchParams?.ids
  const ids = (Array.isArray(brut) ? brut.join(',') : (brut ?? ''))
    .split(',')
    .filter((id) => /^[A-Za-z0-9-]{1,64}$/.test(id))
  const choix = await lireChoixPrix(req)
  return (
    <AdminScreen
      view={props}
      title="Ajuster les prix"
      crumbs={[{ label: 'Produits', url: '/admin/collections/produits' }, { label: 'Ajuster les prix' }]}
      intro={
        <>
          Augmentez ou baissez des prix d’un montant ou d’un pourcentage, arrondis au centime ou à ,90. Le
          prix du produit est celui de son format par défaut{'\u00a0'}; les autres formats en dérivent, sauf
          ceux qui ont leur prix propre. Vérifiez l’aperçu avant d’appliquer{'\u00a0'}: la modification va au
          journal et s’annule d’un clic.
        </>
      }
    >
      <AjusterPrix ids={ids} {...choix} />
    </AdminScreen>
  )
}
