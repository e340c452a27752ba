import type { ReactNode } from 'react'

import { type MentionsVendeur, type Paragraphe, textesReglages } from '@/lib/vendeur'

/**
 * The parts of the legal pages written from the settings (Law III, item 1), placed in a page's rich text
 * by a paragraph that holds only their key, such as `[[vendeur]]` (docs/decisions/0192): the editor
 * writes the prose, the settings say who sells and what it costs, and the two cannot disagree. The
 * sentences are those of src/lib/vendeur/mentions.ts, which the CGV's PDF prints too.
 */
export function blocsReglages(mentions: MentionsVendeur) {
  const textes = textesReglages(mentions)
  const blocs: Record<string, ReactNode> = {}
  for (const [cle, paragraphes] of Object.entries(textes)) {
    if (!paragraphes.length) continue
    blocs[cle] = (
      <div
        data-bloc={cle}
        className={cle === 'formulaire-retractation' ? 'border border-trait p-5' : undefined}
      >
        {groupes(paragraphes).map((g, i) =>
          Array.isArray(g) ? <ul key={i}>{g.map(element)}</ul> : element(g),
        )}
      </div>
    )
  }
  return blocs
}

/** Consecutive list items gathered into one list. */
function groupes(paragraphes: Paragraphe[]): (Paragraphe | Paragraphe[])[] {
  const out: (Paragraphe | Paragraphe[])[] = []
  for (const p of paragraphes) {
    const dernier = out.at(-1)
    if (p.genre === 'puce' && Array.isArray(dernier)) dernier.push(p)
    else out.push(p.genre === 'puce' ? [p] : p)
  }
  return out
}

function element(p: Paragraphe) {
  if (p.genre === 'puce') return <li key={p.texte}>{p.texte}</li>
  if (p.genre === 'gras')
    return (
      <p key={p.texte}>
        <strong>{p.texte}</strong>
      </p>
    )
  if (p.genre === 'italique')
    return (
      <p key={p.texte}>
        <em>{p.texte}</em>
      </p>
    )
  return <p key={p.texte}>{p.texte}</p>
}
