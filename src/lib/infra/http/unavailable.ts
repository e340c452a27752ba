import { jsonError } from './errors'

/** Runs a route's answer; an unexpected failure (database down…) is logged and answered with a French
 *  503 in the API's shape rather than Next's bare 500 page. */
export async function orUnavailable(label: string, response: () => Promise<Response>): Promise<Response> {
  try {
    return await response()
  } catch (err) {
    console.error(`[${label}]`, err)
    return jsonError(503, 'Ce service est indisponible pour le moment, réessayez dans un instant.')
  }
}

/** 405 for a method a route does not serve, with the methods it does. */
export const methodNotAllowed = (allow: string): Response =>
  jsonError(405, 'Méthode non autorisée pour cette adresse.', { Allow: allow })
