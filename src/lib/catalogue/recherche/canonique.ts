import { LRUCache } from 'lru-cache'
import { RateLimiterRes } from 'rate-limiter-flexible'

import { clientKey, limitRule, MemoryRateLimiter } from '@/lib/infra/http/client'

import { cleRecherche } from './requete'
import { texteRecherche } from './texte'

/**
 * The one form of a search that gets a page in the page cache: its normalised key (./requete.ts, the
 * same for `Équilibre`, ` equilibres ` and `ÉQUILIBRE`) and a page number written `2`…, never `1`.
 * src/proxy.ts sends every other spelling to this form (307), so that what strangers type adds at most
 * one entry per distinct search, and counts the renders of searches it has not sent on before.
 */

/** A search cannot have more pages than results (src/lib/catalogue/recherche/resultats.ts keeps 1,000 at most). */
export const PAGE_RECHERCHE_MAX = 1000

export type Canonique =
  | { genre: 'catalogue' }
  | { genre: 'introuvable' }
  | { genre: 'recherche'; cle: string; page: number; url: string }

/** The URL visitors see for a search: `/produits?q=<key>[&page=n]`. */
export const urlRecherche = (cle: string, page: number): string =>
  `/produits?${new URLSearchParams({ q: cle, ...(page > 1 ? { page: String(page) } : {}) })}`

/** `q` and `page` as sent (`/produits?q=…&page=…`), in their canonical form. */
export function rechercheCanonique(q: string | null, page: string | null): Canonique {
  const cle = cleRecherche(texteRecherche(q))
  // Nothing left to search for (spaces, stop words, emoji only): the catalogue.
  if (!cle) return { genre: 'catalogue' }
  if (page !== null && /^[1-9][0-9]*$/.test(page) && Number(page) > PAGE_RECHERCHE_MAX)
    return { genre: 'introuvable' }
  const n = page !== null && /^[1-9][0-9]{0,5}$/.test(page) ? Number(page) : 1
  return { genre: 'recherche', cle, page: n, url: urlRecherche(cle, n) }
}

/** Whether `q` and `page` are written exactly as the canonical form writes them. */
export const estCanonique = (c: { cle: string; page: number }, q: string | null, page: string | null) =>
  q === c.cle && page === (c.page > 1 ? String(c.page) : null)

// Searches already sent on to the page cache by this process: their page is rendered, or about to be.
// No more than the page cache can hold of them (its 32 MB LRU, ≈ 120 KB a search page: next.config.mjs):
// a search it evicted is a render again, and counts again.
const connues = new LRUCache<string, true>({ max: 256 })
// Counted in this process's memory, as the searches it knows: src/proxy.ts then needs neither Redis nor
// the logger. With several instances each counts its own renders.
const limiteurs = new Map<string, MemoryRateLimiter>()

/**
 * null when this search's page may be served, else how long (ms) the address must wait. A search this
 * process has not sent on before is a render (a miss of the page cache): it counts against the
 * address's `recherche` limit (src/lib/infra/http/limitRules.ts). One already sent on costs nothing.
 */
export async function attenteRendu(
  cle: string,
  page: number,
  headers: Headers,
  env: Record<string, string | undefined> = process.env,
): Promise<number | null> {
  const id = `${page} ${cle}`
  if (connues.has(id) || env.RATE_LIMITS === 'off') return null
  const { limit, windowMs } = limitRule('recherche', env)
  const regle = `${limit}/${windowMs}`
  const limiteur = limiteurs.get(regle) ?? new MemoryRateLimiter(limit, windowMs)
  limiteurs.set(regle, limiteur)
  try {
    await limiteur.consume(clientKey(headers))
  } catch (err) {
    if (err instanceof RateLimiterRes) return Math.max(1, err.msBeforeNext)
    throw err
  }
  connues.set(id, true)
  return null
}

/** Forgets the searches sent on and their counts (tests). */
export const oublierRecherches = () => {
  connues.clear()
  limiteurs.clear()
}
