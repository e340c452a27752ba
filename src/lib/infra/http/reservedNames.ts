import type { Payload } from 'payload'

import { hasRole, isStaffUser } from '@/access/isStaff'

import { jsonError, MESSAGES } from './errors'

/**
 * Names no request reaches Payload with (issue 44, docs/decisions/0166-noms-inconnus-et-collections-internes.md).
 *
 * - A segment that names what every object inherits (`__proto__`, `constructor`, `toString`…):
 *   Payload looks collections up as `payload.collections[slug]`, found Object.prototype, read its
 *   `.config.endpoints` and answered 500. No collection, global, endpoint, id or field of the shop is
 *   named so: the shop's 404, in every method and position.
 * - Payload's internal collections are read by the owner (admin) alone, and written by nobody through
 *   REST (Payload writes locks, jobs and migrations itself, in the server; a DELETE of a lock by a
 *   made-up id answered 500): 404 to the anonymous, 403 to staff, except an editor's own admin preferences (GET, POST, DELETE `/api/payload-preferences/{key}`, which the
 *   admin panel reads and writes for whoever is signed in; Payload scopes them to that user).
 */
const PROTOTYPE = new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__'])

export const INTERNAL_COLLECTIONS = new Set([
  'payload-migrations',
  'payload-locked-documents',
  'payload-preferences',
  'payload-jobs',
  'payload-kv',
])

export const isPrototypeName = (segment: string): boolean => PROTOTYPE.has(segment)

type User = Parameters<typeof isStaffUser>[0]

/** The refusal for these segments (Next's decoded params), or null when the request may go on. */
export async function nameRefusal(
  { segments, method }: { segments: readonly string[]; method: string },
  request: Request,
  loadPayload: () => Promise<Payload>,
): Promise<Response | null> {
  if (segments.some(isPrototypeName)) return jsonError(404, MESSAGES.notFound)
  const [collection] = segments
  if (collection === undefined || !INTERNAL_COLLECTIONS.has(collection)) return null
  const payload = await loadPayload()
  const { user } = await payload.auth({ headers: request.headers })
  const u = user as User
  if (!isStaffUser(u) || !user) return jsonError(404, MESSAGES.notFound)
  if (hasRole(u, 'admin') && method === 'GET') return null
  // The admin panel reads, writes and removes a preference by its key (GET, POST, DELETE).
  const ownPreference =
    collection === 'payload-preferences' && segments.length === 2 && method !== 'PATCH' && method !== 'PUT'
  if (!ownPreference) return jsonError(403, MESSAGES.forbidden)
  return method === 'DELETE' ? missingPreference(payload, segments[1], user) : null
}

/** Payload's delete of a preference that does not exist answered 500 (SQLite's deleteOne found none). */
async function missingPreference(
  payload: Payload,
  key: string,
  user: { id: number | string; collection: string },
): Promise<Response | null> {
  const { totalDocs } = await payload.count({
    collection: 'payload-preferences',
    overrideAccess: true,
    where: {
      key: { equals: key },
      'user.value': { equals: user.id },
      'user.relationTo': { equals: user.collection },
    },
  })
  return totalDocs === 0 ? jsonError(404, MESSAGES.notFound) : null
}
