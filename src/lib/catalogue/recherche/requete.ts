import { normaliser } from './normaliser'

/** More words narrow nothing down that these do not: the rest of a long query is ignored. */
export const MOTS_MAX_REQUETE = 8

/** A search as the indexes run it: its distinct normalised words, all required, the last one also as
 *  a prefix (results while typing: `equil` finds « Équilibre »). `cle` identifies it in caches. */
export type RequeteRecherche = { mots: string[]; prefixe: boolean; cle: string }

/** The search of a visitor's text, or null when no word is left (empty, stop words only, emoji…): no
 *  text filter then. */
export function requeteRecherche(q: string): RequeteRecherche | null {
  const mots = [...new Set(normaliser(q))].slice(0, MOTS_MAX_REQUETE)
  if (mots.length === 0) return null
  // A prefix of one or two letters matches most of the catalogue and tells nothing.
  return { mots, prefixe: mots[mots.length - 1].length >= 3, cle: mots.join(' ') }
}

/** The normalised text that keys a search (the same for `Équilibre` and `equilibres`), '' for none. */
export const cleRecherche = (q: string): string => requeteRecherche(q)?.cle ?? ''

/**
 * The FTS5 MATCH expression: every word quoted (a quoted string is always a plain phrase, so `"`, `*`,
 * `NEAR(`, `OR` or `-` typed by a visitor can never be read as syntax), implicitly joined by AND.
 */
export function expressionFts5({ mots, prefixe }: RequeteRecherche): string {
  return mots
    .map((mot, i) => `"${mot.replace(/"/g, '""')}"${prefixe && i === mots.length - 1 ? '*' : ''}`)
    .join(' ')
}
