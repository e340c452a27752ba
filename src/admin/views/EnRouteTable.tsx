import type { Commande } from '@/payload-types'
import { TRANSPORTEURS } from '@/lib/commande'
import { formatDate } from '@/lib/format'

import { MarquerLivree } from '../components/MarquerLivree'

type EnRoute = Pick<Commande, 'id' | 'numero' | 'email' | 'expedieeLe' | 'transporteur' | 'numeroSuivi'>

/** Shipped, not yet delivered: when it left, its tracking, « Marquer livrée » and its packing slip. */
export function TableEnRoute({ commandes }: { commandes: EnRoute[] }) {
  if (!commandes.length) return <p className="mc-muted">Aucune commande en route.</p>
  return (
    <table className="mc-table">
      <thead>
        <tr>
          <th scope="col">Commande</th>
          <th scope="col">Expédiée le</th>
          <th scope="col">Suivi</th>
          <th scope="col">Livraison</th>
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
            <td>{formatDate(c.expedieeLe)}</td>
            <td>
              {[
                c.transporteur ? (TRANSPORTEURS[c.transporteur]?.label ?? c.transporteur) : null,
                c.numeroSuivi,
              ]
                .filter(Boolean)
                .join('\u00a0: ')}
            </td>
            <td>
              <MarquerLivree numero={c.numero} expedieeLe={c.expedieeLe} />{' '}
              <a href={`/api/admin/commandes/${c.numero}/bon-de-livraison`} target="_blank" rel="noopener">
                Bon de livraison
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
