/** The search text as typed, tidied: trimmed, spaces collapsed, at most 100 characters; '' = no search.
 *  What the results page shows and caches under; the index matches its normalised words (./requete.ts). */
export const texteRecherche = (raw: unknown): string =>
  (typeof raw === 'string' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)

/** The internal, cacheable path of a search's page of results (src/proxy.ts rewrites `/produits?q=` to it). */
export const cheminRecherche = (q: string, page: number): string =>
  `/produits/recherche/${encodeURIComponent(q)}/${page}`
