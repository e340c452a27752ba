import { APIError, Forbidden, NotFound, ValidationError } from 'payload'

import { jsonError, MESSAGES } from '@/lib/infra/http'

/** Turns what Payload's local API throws into a French 4xx answer. */
export function payloadErrorResponse(err: unknown): Response {
  if (err instanceof ValidationError) {
    const details = err.data.errors.map((e) => `${e.path} : ${e.message}`).join(' ; ')
    return jsonError(400, `Données invalides — ${details || 'vérifiez les champs.'}`)
  }
  if (err instanceof Forbidden) return jsonError(403, MESSAGES.forbidden)
  if (err instanceof NotFound) return jsonError(404, MESSAGES.notFound)
  if (err instanceof APIError && err.status >= 400 && err.status < 500)
    return jsonError(err.status, err.message)
  // Database constraint failures (a duplicate slug…) surface as plain errors: still the caller's data.
  console.error('[api/admin]', err)
  return jsonError(400, 'Enregistrement impossible : vérifiez les données envoyées.')
}
