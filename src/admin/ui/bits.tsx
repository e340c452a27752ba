import { formatDate, formatPrix } from '@/lib/format'
import type { ProduitRow } from '@/lib/catalogue'

import { apercuProduit, editProduit, publicProduit } from './links'

export function StatutBadge({ statut }: { statut: ProduitRow['statut'] }) {
  return statut === 'published' ? (
    <span className="mc-badge mc-badge--published">Publié</span>
  ) : (
    <span className="mc-badge mc-badge--draft">Brouillon</span>
  )
}

/** Products as a table: thumbnail, status, price, counters and the three ways onward. */
export function ProduitTable({ rows, empty = 'Aucun produit.' }: { rows: ProduitRow[]; empty?: string }) {
  if (!rows.length) return <p className="mc-muted">{empty}</p>
  return (
    <table className="mc-table">
      <thead>
        <tr>
          <th scope="col">Image</th>
          <th scope="col">Titre</th>
          <th scope="col">Statut</th>
          <th scope="col" className="num">
            Prix
          </th>
          <th scope="col" className="num">
            J’aime
          </th>
          <th scope="col" className="num">
            Paniers
          </th>
          <th scope="col" className="num">
            Ventes
          </th>
          <th scope="col">Modifié le</th>
          <th scope="col">Liens</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.id}>
            <td>
              <img src={p.miniature} alt="" width={56} height={56} loading="lazy" />
            </td>
            <td>
              <a href={apercuProduit(p.slug)}>{p.titre}</a>
            </td>
            <td>
              <StatutBadge statut={p.statut} />
            </td>
            <td className="num">{formatPrix(p.prix)}</td>
            <td className="num">{p.likes}</td>
            <td className="num">{p.ajoutsPanier}</td>
            <td className="num">{p.ventes}</td>
            <td>{formatDate(p.updatedAt)}</td>
            <td>
              <a href={editProduit(p.slug)}>Modifier</a> ·{' '}
              <a href={publicProduit(p.slug)}>Voir sur le site</a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
