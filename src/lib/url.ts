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
export function cheminDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}
