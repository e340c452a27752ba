import type { AdminViewServerProps } from 'payload'

import { commandesAExpedier } from '@/lib/commande/expedition'
import { pluriel } from '@/lib/format/texte'

import { AdminScreen, requireStaff } from '../ui/AdminScreen'
import { TableAExpedier } from './AExpedierTable'

/** /admin/a-expedier: paid orders with printed items not shipped yet, oldest first, address ready to copy. */
export async function AExpedierView(props: AdminViewServerProps) {
  const req = requireStaff(props, '/admin/a-expedier')
  const { commandes, total } = await commandesAExpedier(req)
  return (
    <AdminScreen
      view={props}
      title="Commandes à expédier"
      crumbs={[{ label: 'Commandes', url: '/admin/collections/commandes' }, { label: 'À expédier' }]}
      intro={
        <>
          {total
            ? `${pluriel(total, 'commande payée', 'commandes payées')} avec des articles imprimés, la plus ancienne en premier.`
            : 'Aucune commande à expédier.'}{' '}
          Ouvrez une commande, choisissez le transporteur, saisissez le numéro de suivi et passez-la en
          «&nbsp;Expédiée&nbsp;»&nbsp;: le client reçoit un e-mail avec le lien de suivi.
        </>
      }
    >
      <TableAExpedier commandes={commandes} />
    </AdminScreen>
  )
}
