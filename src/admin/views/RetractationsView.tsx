import type { AdminViewServerProps } from 'payload'

import { formatDate } from '@/lib/format/date'
import { formatPrix } from '@/lib/format/prix'
import { pluriel } from '@/lib/format/texte'
import { commandesRetractees } from '@/lib/retractation/liste'

import { AdminScreen, requireStaff } from '../ui/AdminScreen'

type Ligne = { titre?: string; prix?: number }

/** /admin/retractations: the online withdrawals, the latest first, and whether they are refunded yet. */
export async function RetractationsView(props: AdminViewServerProps) {
  const req = requireStaff(props, '/admin/retractations')
  const { commandes, total } = await commandesRetractees(req)
  return (
    <AdminScreen
      view={props}
      title="Rétractations"
      crumbs={[{ label: 'Commandes', url: '/admin/collections/commandes' }, { label: 'Rétractations' }]}
      intro={
        <>
          {total
            ? `${pluriel(total, 'rétractation reçue', 'rétractations reçues')} en ligne, la plus récente en premier.`
            : 'Aucune rétractation reçue.'}{' '}
          Le client a reçu un accusé de réception. Au retour des articles, ouvrez la commande et utilisez
          «&nbsp;Rembourser&nbsp;»&nbsp;: l’avoir suit, au plus tard 14&nbsp;jours après la rétractation.
        </>
      }
    >
      {commandes.length > 0 && (
        <table className="mc-table">
          <thead>
            <tr>
              <th scope="col">Commande</th>
              <th scope="col">Rétractée le</th>
              <th scope="col">Articles</th>
              <th scope="col">Remboursement</th>
            </tr>
          </thead>
          <tbody>
            {commandes.map((c) => {
              const lignes = (Array.isArray(c.lignesRetractees) ? c.lignesRetractees : []) as Ligne[]
              return (
                <tr key={c.id} data-numero={c.numero}>
                  <td>
                    <a href={`/admin/collections/commandes/${c.id}`}>{c.numero}</a>
                    <br />
                    <span className="mc-muted">{c.email}</span>
                  </td>
                  <td>{formatDate(c.retracteeLe)}</td>
                  <td>
                    <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
                      {lignes.map((l, i) => (
                        <li key={i}>
                          {l.titre} ({formatPrix(l.prix ?? 0)})
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    {c.statut === 'remboursee'
                      ? `Remboursée le ${formatDate(c.rembourseeLe)}`
                      : `À rembourser (${formatPrix(c.total)} payés)`}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </AdminScreen>
  )
}
