/** True for an absolute http(s) URL such as https://mots-couleurs.fr. */
export function isValidUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** False when a URL path's percent-encoding is invalid (`/articles/%ff`): decoding it would throw. */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * The path with its needlessly encoded characters decoded (`/contac%74` → `/contact`): letters, digits
 * and `-._~` mean the same encoded or not (RFC 3986 §6.2.2.2). Other encodings stay as written
 * (`%2F` is not a segment separator, `%25` not the start of another escape). Invalid escapes are left.
 */
export function normalizedPath(pathname: string): string {
  return pathname.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const c = String.fromCharCode(parseInt(hex, 16))
    return /[A-Za-z0-9\-._~]/.test(c) ? c : escape
  })
}
