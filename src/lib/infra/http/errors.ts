/** Every API error answers `{ "error": "<French message>" }` with a 4xx/5xx status. */
export function jsonError(status: number, error: string, headers?: HeadersInit): Response {
  return Response.json({ error }, { status, headers })
}

/** "100 Ko", "2 Mo": a byte limit as a French reader writes it. */
export function readableSize(byteCount: number): string {
  return byteCount >= 1024 * 1024
    ? `${(byteCount / (1024 * 1024)).toLocaleString('fr-FR')}\u00a0Mo`
    : `${(byteCount / 1024).toLocaleString('fr-FR')}\u00a0Ko`
}

/** The 413 answer for a body over `limite` bytes. */
export const payloadTooLarge = (byteLimit: number): Response =>
  jsonError(413, `La requête est trop volumineuse (${readableSize(byteLimit)} au plus).`)

export const MESSAGES = {
  invalidJson: 'Le corps de la requête doit être un JSON valide.',
  tooManyRequests: 'Trop de requêtes\u00a0: réessayez dans quelques instants.',
  notFound: 'Introuvable.',
  unauthorized: 'Connexion requise.',
  forbidden: 'Accès refusé.',
} as const
