// Pure, without Next: src/proxy.ts reads it through catalogue's light door, as do the e2e specs, which load
// navigateur's files (and this door through them) in plain Node.
/**
 * The listing that a `/page/1` path stands for (`/produits/page/1` → `/produits`,
 * `/produits/affiches/{slug}[/{valeur}]/page/1` likewise), else null. src/proxy.ts answers these with the
 * 308 before any rendering: a redirect rendered by the page is prerendered, and Next then sends its
 * `Location` header twice (the render sets it on the response, the cache entry's headers append it).
 * Segments are compared decoded (`/page/%31` is page 1); the listing keeps the path as it was encoded.
 */
export function listeDeLaPageUne(pathname: string): string | null {
  const segments = pathname.split('/')
  let decodes: string[]
  try {
    decodes = segments.map(decodeURIComponent)
  } catch {
    return null
  }
  const [vide, produits, affiches] = decodes
  const listing =
    decodes.length === 4 || ((decodes.length === 6 || decodes.length === 7) && affiches === 'affiches')
  if (vide !== '' || produits !== 'produits' || !listing) return null
  if (decodes.at(-2) !== 'page' || decodes.at(-1) !== '1' || decodes.slice(1, -2).includes('')) return null
  return segments.slice(0, -2).join('/')
}
