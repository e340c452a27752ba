import { z } from 'zod'

import { VISITOR_HEADER, VISITOR_ID_PATTERN } from './contrat'
import { jsonError, readJson } from '@/lib/infra/http'

/** The visitor of a like (docs/SPECIFICATION.md §8): its id from the x-visitor-id header, else from the
 *  JSON body's `visiteur`. */

export const INVALID_VISITOR =
  'Identifiant de visiteur invalide (8 à 128 caractères parmi lettres, chiffres, - et _).'

export const validVisitor = (value: unknown): value is string =>
  typeof value === 'string' && VISITOR_ID_PATTERN.test(value)

const bodySchema = z.object({ visiteur: z.string().optional() })

/** Visitor id from the x-visitor-id header, else from the JSON body's `visiteur`. */
export async function visitorOf(req: Request): Promise<{ id: string } | { response: Response }> {
  const header = req.headers.get(VISITOR_HEADER)
  if (header !== null)
    return validVisitor(header) ? { id: header } : { response: jsonError(400, INVALID_VISITOR) }
  const body = await readJson(req, bodySchema)
  if (!body.ok) return body
  return validVisitor(body.data.visiteur)
    ? { id: body.data.visiteur }
    : { response: jsonError(400, INVALID_VISITOR) }
}
