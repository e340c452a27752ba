import { formatPrix } from '@/lib/format'

import { quand } from './blocs'

export type DocumentCommande = {
  type: 'Facture' | 'Avoir'
  numero: string
  le: string | null
  montant: number
  detail?: string
  lien: string | null
}

export type EntreeHistorique = { id: string; le: string; auteur: string; action: string; resume: string }

/** The invoice and credit notes, each with its PDF (a signed link, fresh at each opening). */
export function Documents({ documents }: { documents: DocumentCommande[] }) {
  if (!documents.length) return <p className="mc-muted">Aucun document émis pour l’instant.</p>
  return (
    <ul className="mc-fiche__documents">
      {documents.map((d) => (
        <li key={d.numero}>
          <span>
            <strong>{`${d.type} ${d.numero}`}</strong>
            {d.le && <span className="mc-muted">{` — ${quand(d.le)}`}</span>}
            {d.detail && <span className="mc-fiche__detail">{d.detail}</span>}
          </span>
          <span className="mc-fiche__doc-montant">{formatPrix(d.montant)}</span>
          {d.lien ? (
            <a href={d.lien} target="_blank" rel="noopener noreferrer">
              PDF
            </a>
          ) : (
            <span className="mc-muted">PDF indisponible</span>
          )}
        </li>
      ))}
    </ul>
  )
}

/** The journal's entries for this order, newest first, Paris time. */
export function Historique({ entrees }: { entrees: EntreeHistorique[] }) {
  if (!entrees.length) return <p className="mc-muted">Aucune action enregistrée sur cette commande.</p>
  return (
    <ol className="mc-fiche__historique">
      {entrees.map((e) => (
        <li key={e.id}>
          <time dateTime={e.le}>{quand(e.le)}</time>
          <span>
            <strong>{e.action}</strong> — {e.auteur}
          </span>
          <span className="mc-muted">{e.resume}</span>
        </li>
      ))}
    </ol>
  )
}
