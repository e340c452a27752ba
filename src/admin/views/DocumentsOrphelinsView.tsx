import type { AdminViewServerProps } from 'payload'

import { formatPrix, pluriel } from '@/lib/format'
import { documentsOrphelins } from '@/lib/facture'

import { AdminScreen } from '../ui/AdminScreen'
import { requireAdmin } from '../ui/requireAdmin'

/** /admin/documents-orphelins: the invoices and credit notes of the document folder that no order of
 *  the database holds (after a restore, or from an instance on a copy), for the owner to re-enter. */
export async function DocumentsOrphelinsView(props: AdminViewServerProps) {
  const req = requireAdmin(props, '/admin/documents-orphelins')
  const orphelins = await documentsOrphelins(req.payload)
  return (
    <AdminScreen
      view={props}
      title="Documents orphelins"
      crumbs={[{ label: 'Commandes', url: '/admin/collections/commandes' }, { label: 'Documents orphelins' }]}
      intro={
        orphelins.length
          ? `${pluriel(orphelins.length, 'document émis', 'documents émis')} que la base ne connaît pas (émis après la sauvegarde restaurée, ou par une autre instance)\u00a0: ressaisissez la commande, son numéro reste pris.`
          : 'Chaque document du dossier appartient à une commande de la base.'
      }
    >
      {orphelins.length > 0 && (
        <table className="mc-table">
          <thead>
            <tr>
              <th scope="col">Document</th>
              <th scope="col">Commande</th>
              <th scope="col">Client</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {orphelins.map((o) => (
              <tr key={o.cle} data-numero={o.numero}>
                <td>
                  {o.document === 'facture' ? 'Facture' : 'Avoir'} {o.numero}
                </td>
                <td>{o.commande}</td>
                <td>
                  {o.client ?? '—'}
                  {o.email ? (
                    <>
                      <br />
                      <span className="mc-muted">{o.email}</span>
                    </>
                  ) : null}
                </td>
                <td>{o.total === null ? '—' : formatPrix(o.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminScreen>
  )
}
