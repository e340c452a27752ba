import type { AdminViewServerProps } from 'payload'

import { commandesAExpedier, commandesEnRoute } from '@/lib/commande'
import { pluriel } from '@/lib/format'

import { AdminScreen, requireStaff } from '../ui/AdminScreen'
import { TableAExpedier } from './AExpedierTable'
import { TableEnRoute } from './EnRouteTable'

const FORMULAIRE_BONS = 'mc-bons-de-livraison'

/** /admin/a-expedier: paid orders with printed items not shipped yet, oldest first, address ready to copy,
 *  their packing slips printed together; then the shipped ones not yet delivered, to mark « Livrée ». */
export async function AExpedierView(props: AdminViewServerProps) {
  const req = requireStaff(props, '/admin/a-expedier')
  const { commandes, total } = await commandesAExpedier(req)
  const enRoute = await commandesEnRoute(req)
  return (
    <AdminScreen
      view={props}
      title="Commandes à expédier"
      crumbs={[{ label: 'Commandes', url: '/admin/collections/commandes' }, { label: 'À expédier' }]}
      actions={
        commandes.length ? (
          <button type="submit" form={FORMULAIRE_BONS} className="mc-link-btn mc-link-btn--primary">
            Imprimer les bons de livraison cochés
          </button>
        ) : null
      }
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
      {/* A plain GET form: the checked boxes become ?numeros=…, one PDF in a new tab. */}
      <form id={FORMULAIRE_BONS} action="/api/admin/commandes/bons-de-livraison" method="get" target="_blank">
        <TableAExpedier commandes={commandes} />
      </form>
      <h2 style={{ marginTop: 'calc(var(--base) * 2)' }}>En route</h2>
      <p className="mc-muted" style={{ marginBottom: 'var(--base)' }}>
        {enRoute.total
          ? `${pluriel(enRoute.total, 'commande expédiée', 'commandes expédiées')} dont la livraison n’est pas notée. `
          : ''}
        «&nbsp;Marquer livrée&nbsp;» note le jour de réception (suivi du transporteur)&nbsp;: le délai de
        rétractation de 14&nbsp;jours court à partir de ce jour.
      </p>
      <TableEnRoute commandes={enRoute.commandes} />
    </AdminScreen>
  )
}
