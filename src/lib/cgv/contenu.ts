import type { Payload } from 'payload'

import { ancreDe, texteDe } from '@/lib/contenu'
import { lireMentions, type MentionsVendeur, type Paragraphe, textesReglages } from '@/lib/vendeur'

/** The CGV in force as the page /cgv shows them: the published `pages` document, its `[[…]]`
 *  paragraphs written from the settings. `majLe` is their version, the page's last update. */
export type Cgv = { titre: string; majLe: string; paragraphes: Paragraphe[]; mentions: MentionsVendeur }

export const SLUG_CGV = 'cgv'

type Noeud = { type?: string; tag?: string; text?: string; children?: Noeud[] }

/** Plain text of a node, its line breaks kept as spaces. */
const texte = (n: Noeud): string =>
  n.type === 'linebreak' ? ' ' : typeof n.text === 'string' ? n.text : (n.children ?? []).map(texte).join('')

/** The page's top-level nodes as paragraphs, as src/components/ui/RichText.tsx renders them. */
export function paragraphesDe(contenu: unknown, blocs: Record<string, Paragraphe[]>): Paragraphe[] {
  const racine = (contenu as { root?: Noeud } | null)?.root
  return (racine?.children ?? []).flatMap((n): Paragraphe[] => {
    if (n.type === 'heading') return [{ texte: ancreDe(texteDe(n as never)).label, genre: 'titre' }]
    if (n.type === 'list') return (n.children ?? []).map((li) => ({ texte: texte(li).trim(), genre: 'puce' }))
    const t = texte(n).trim()
    const cle = /^\[\[([a-z-]+)\]\]$/.exec(t)?.[1]
    if (cle && cle in blocs) return blocs[cle]
    return t ? [{ texte: t, genre: n.type === 'quote' ? 'italique' : 'paragraphe' }] : []
  })
}

/** The published CGV, or null when the shop has none. */
export async function lireCgv(payload: Payload): Promise<Cgv | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: SLUG_CGV } },
    limit: 1,
    depth: 0,
    // What a visitor reads: the published version, never a draft.
    overrideAccess: false,
  })
  const page = docs[0]
  if (!page) return null
  const mentions = await lireMentions(payload)
  return {
    titre: page.titre,
    majLe: page.updatedAt,
    paragraphes: paragraphesDe(page.contenu, textesReglages(mentions)),
    mentions,
  }
}
