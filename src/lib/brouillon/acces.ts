import type { Payload } from 'payload'

import { isStaffUser } from '@/access/isStaff'
import type { User } from '@/payload-types'

export type Visiteur =
  | { type: 'anonyme' }
  | { type: 'autre'; user: unknown }
  | { type: 'equipe'; user: User & { collection: 'users' } }

/** Who sends these headers, by Payload's own authentication (session cookie or `Authorization: JWT`).
 *  A token Payload cannot verify is an anonymous visitor. */
export async function identifier(payload: Payload, headers: Headers): Promise<Visiteur> {
  let user: unknown = null
  try {
    user = (await payload.auth({ headers })).user
  } catch {
    user = null
  }
  if (!user) return { type: 'anonyme' }
  if (isStaffUser(user as Parameters<typeof isStaffUser>[0]))
    return { type: 'equipe', user: user as User & { collection: 'users' } }
  return { type: 'autre', user }
}
