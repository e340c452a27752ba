import type { Commande } from '@/payload-types'
import { adresseEnLignes } from '@/lib/commande/expedition'
import { formatDate } from '@/lib/format/date'

// Selectable in one click, so the address goes onto the label as it is.
const styleAdresse = { margin: 0, whiteSpace: 'pre-wrap', userSelect: 'all', font: 'inherit' } as const

type Ligne = Pick<
  Commande,
  'id' | 'numero' | 'email' | 'lignes' | 'adresseLivraison' | 'createdAt' | 'payeeLe'
>

/** The orders waiting for the post: number, date paid, printed items, the address to copy. */
export function TableAExpedier({ commandes }: { commandes: Ligne[] }) {
  if (!commandes.length) return null
  return (
    <table className="mc-table">
      <thead>
        <tr>
          <th scope="col">Commande</th>
          <th scope="col">Payée le</th>
          <th scope="col">Articles imprimés</th>
          <th scope="col">Adresse de livraison</th>
        </tr>
      </thead>
      <tbody>
        {commandes.map((c) => (
          <tr key={c.id}>
            <td>
              <a href={`/admin/collections/commandes/${c.id}`}>{c.numero}</a>
              <br />
              <span className="mc-muted">{c.email}</span>
            </td>
            <td>{formatDate(c.payeeLe ?? c.createdAt)}</td>
            <td>
              <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
                {(c.lignes ?? [])
                  .filter((l) => l.livraison === 'imprime')
                  .map((l, i) => (
                    <li key={l.id ?? i}>{l.titre}</li>
                  ))}
              </ul>
            </td>
            <td>
              <pre style={styleAdresse} aria-label={`Adresse de livraison de la commande ${c.numero}`}>
                {adresseEnLignes(c.adresseLivraison).join('\n') || 'Adresse manquante'}
              </pre>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
