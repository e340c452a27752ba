import type { VenteParFormat } from '@/lib/admin'
import { formatPrix, pluriel } from '@/lib/format'

/** « Ventes par format » of the dashboard: copies and revenue of the month's paid orders, per format. */
export function VentesParFormat({ ventes, mois }: { ventes: VenteParFormat[]; mois: string }) {
  return (
    <div>
      <h3>Ventes par format ({mois})</h3>
      {ventes.length ? (
        <table className="mc-table">
          <thead>
            <tr>
              <th scope="col">Format</th>
              <th scope="col">Exemplaires</th>
              <th scope="col">Chiffre (articles)</th>
            </tr>
          </thead>
          <tbody>
            {ventes.map((v) => (
              <tr key={v.cle}>
                <th scope="row">{v.libelle}</th>
                <td>{pluriel(v.exemplaires, 'exemplaire', 'exemplaires')}</td>
                <td>{formatPrix(v.chiffre)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mc-muted">Pas encore de vente ce mois-ci.</p>
      )}
    </div>
  )
}
