import type { Commande } from '@/payload-types'
import { BONS_MAX } from '@/lib/facture'
import { adresseEnLignes, type LigneAExpedier } from '@/lib/commande'
import { formatDate } from '@/lib/format'

// Selectable in one click, so the address goes onto the label as it is.
const styleAdresse = { margin: 0, whiteSpace: 'pre-wrap', userSelect: 'all', font: 'inherit' } as const

type Ligne = Pick<Commande, 'id' | 'numero' | 'email' | 'adresseLivraison' | 'createdAt' | 'payeeLe'> & {
  lignes: LigneAExpedier[]
}

/** What the studio prints for a line: the format the order kept (« A2, 42 × 59,4 cm ») and the copies. */
const aImprimer = (l: LigneAExpedier) =>
  `${l.formatLibelle || 'format par défaut'}\u00a0— ${l.quantite ?? 1}\u00a0exemplaire${(l.quantite ?? 1) > 1 ? 's' : ''}`

/** The orders waiting for the post: number, date paid, printed items (format, copies, print file),
 *  the address to copy. The print file's link is Payload's staff-only file route. */
export function TableAExpedier({ commandes }: { commandes: Ligne[] }) {
  if (!commandes.length) return null
  return (
    <table className="mc-table">
      <thead>
        <tr>
          <th scope="col">Bon</th>
          <th scope="col">Commande</th>
          <th scope="col">Payée le</th>
          <th scope="col">Articles imprimés</th>
          <th scope="col">Adresse de livraison</th>
        </tr>
      </thead>
      <tbody>
        {commandes.map((c, rang) => (
          <tr key={c.id}>
            <td>
              {/* In the view's form: the checked orders' packing slips print as one PDF. */}
              <input
                type="checkbox"
                name="numeros"
                value={c.numero}
                // Checked up to what one PDF takes (the endpoint's bound), the oldest first.
                defaultChecked={rang < BONS_MAX}
                aria-label={`Bon de livraison de la commande ${c.numero}`}
              />
            </td>
            <td>
              <a href={`/admin/collections/commandes/${c.id}`}>{c.numero}</a>
              <br />
              <span className="mc-muted">{c.email}</span>
              <br />
              <a href={`/api/admin/commandes/${c.numero}/bon-de-livraison`} target="_blank" rel="noopener">
                Bon de livraison
              </a>
            </td>
            <td>{formatDate(c.payeeLe ?? c.createdAt)}</td>
            <td>
              <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
                {c.lignes
                  .filter((l) => l.livraison === 'imprime')
                  .map((l, i) => (
                    <li key={l.id ?? i}>
                      {l.titre}
                      <br />
                      <span>{aImprimer(l)}</span>
                      <br />
                      {l.fichierImpression ? (
                        <a href={l.fichierImpression.url} download={l.fichierImpression.nom}>
                          Fichier d’impression ({l.fichierImpression.nom})
                        </a>
                      ) : (
                        <span className="mc-status--error">Fichier d’impression manquant</span>
                      )}
                    </li>
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
