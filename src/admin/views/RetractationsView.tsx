import type { AdminViewServerProps } from 'payload'

import { dateHeure, formatDate, formatPrix, pluriel } from '@/lib/format'
import { declarationsRetractation, type Declaration } from '@/lib/retractation'

import { AdminScreen, requireStaff } from '../ui/AdminScreen'
import { ActionsRetractation } from './ActionsRetractation'

/** Where the refund stands, and how long is left to make it (14 days from the statement). */
function remboursement(d: Declaration): string {
  if (d.remboursee) return 'Remboursée'
  const decision = d.lignes.find((l) => l.horsDelai)?.decision
  if (d.horsDelai && decision === 'refusee') return 'Hors délai, refusée'
  if (d.horsDelai && !decision) return 'Hors délai, à accepter ou refuser'
  const avant = `avant le ${formatDate(d.rembourserAvant)}`
  if (d.joursRestants < 0) return `À rembourser, délai dépassé (${avant})`
  return `À rembourser ${avant} (${pluriel(d.joursRestants, 'jour restant', 'jours restants')})`
}

/** One statement: its order and customer, when it came, its lines and total, its refund and actions. */
function LigneDeclaration({ d }: { d: Declaration }) {
  const decision = d.lignes.find((l) => l.horsDelai)?.decision ?? null
  return (
    <tr data-numero={d.numero} data-declaration={d.declaration}>
      <td>
        <a href={`/admin/collections/commandes/${d.commandeId}`}>{d.numero}</a>
        <br />
        <span className="mc-muted">{d.email}</span>
      </td>
      <td>
        {dateHeure(d.recueLe)}
        {d.horsDelai && (
          <>
            <br />
            <strong>hors délai</strong>
          </>
        )}
      </td>
      <td>
        <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
          {d.lignes.map((l) => (
            <li key={l.slug}>
              {l.titre} ({formatPrix(l.prix)}){l.remboursee ? ', remboursé' : ''}
            </li>
          ))}
        </ul>
        <span className="mc-muted">Total&nbsp;: {formatPrix(d.montant)}</span>
      </td>
      <td>
        <p style={{ margin: '0 0 calc(var(--base) / 2)' }}>{remboursement(d)}</p>
        <ActionsRetractation
          numero={d.numero}
          declaration={d.declaration}
          lignes={d.lignes.filter((l) => !l.remboursee && l.ligne).map((l) => l.ligne!)}
          montant={d.lignes.filter((l) => !l.remboursee).reduce((s, l) => s + l.prix, 0)}
          aJuger={d.horsDelai && decision === null && !d.remboursee}
          remboursable={!d.remboursee && (!d.horsDelai || decision === 'acceptee')}
        />
      </td>
    </tr>
  )
}

/** /admin/retractations: each statement of withdrawal, the latest first: when, which lines for how
 *  much, how long is left to refund, and the refund of exactly those lines. */
export async function RetractationsView(props: AdminViewServerProps) {
  const req = requireStaff(props, '/admin/retractations')
  const { declarations, total } = await declarationsRetractation(req)
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
          Le client a reçu un accusé de réception. Au retour des articles, remboursez-les avec
          «&nbsp;Rembourser ces articles&nbsp;»&nbsp;: l’avoir suit, au plus tard 14&nbsp;jours après la
          rétractation. Une rétractation arrivée après la fin du délai est «&nbsp;hors délai&nbsp;»&nbsp;:
          acceptez-la ou refusez-la.
        </>
      }
    >
      {declarations.length > 0 && (
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
            {declarations.map((d) => (
              <LigneDeclaration key={`${d.commandeId}-${d.declaration}`} d={d} />
            ))}
          </tbody>
        </table>
      )}
    </AdminScreen>
  )
}
