import type { BilanPrix } from '@/lib/admin/client'
import { formatPrix, pluriel } from '@/lib/format/client'

/** Every price the rule changes: product, format, old → new. */
export function TableApercu({ bilan }: { bilan: BilanPrix }) {
  return (
    <div data-testid="apercu-prix">
      {bilan.erreurs.map((e) => (
        <p key={e} className="mc-status--error" role="alert">
          {e}
        </p>
      ))}
      {bilan.lignes.length === 0 ? (
        <p>Aucun prix ne change.</p>
      ) : (
        <table className="mc-table">
          <caption style={{ textAlign: 'start' }}>
            {bilan.lignes.length} prix sur {pluriel(bilan.produits, 'produit')}
          </caption>
          <thead>
            <tr>
              <th scope="col">Produit</th>
              <th scope="col">Format</th>
              <th scope="col" className="num">
                Prix actuel
              </th>
              <th scope="col" className="num">
                Nouveau prix
              </th>
            </tr>
          </thead>
          <tbody>
            {bilan.lignes.map((l) => (
              <tr key={`${l.id}-${l.format}`} data-produit={l.titre} data-format={l.format ?? ''}>
                <td>{l.titre}</td>
                <td>{l.format ?? 'Prix unique'}</td>
                <td className="num">{formatPrix(l.avant)}</td>
                <td className="num">
                  <strong>{formatPrix(l.apres)}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
