/** Every API error answers `{ "error": "<French message>" }` with a 4xx/5xx status. */
export function jsonError(status: number, error: string, headers?: HeadersInit): Response {
  return Response.json({ error }, { status, headers })
}

export const MESSAGES = {
  bodyTooLarge: 'La requête est trop volumineuse (100 Ko au plus).',
  invalidJson: 'Le corps de la requête doit être un JSON valide.',
  tooManyRequests: 'Trop de requêtes\u00a0: réessayez dans quelques instants.',
  notFound: 'Introuvable.',
  unauthorized: 'Connexion requise.',
  forbidden: 'Accès refusé.',
} as const
