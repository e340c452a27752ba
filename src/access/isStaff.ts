import type { PayloadRequest } from 'payload'

export type Role = 'admin' | 'editeur' | 'atelier'

type MaybeUser = { collection?: string; roles?: Role[] | null } | null | undefined

export const hasRole = (user: MaybeUser, ...roles: Role[]): boolean =>
  Boolean(user && user.collection === 'users' && user.roles?.some((r) => roles.includes(r)))

/** The owner and the editors: drafts, catalogue and content. The workshop (`atelier`) is not « staff »
 *  here: it enters the admin (./equipe.ts) for the orders to ship only. */
export const isStaffUser = (user: MaybeUser): boolean => hasRole(user, 'admin', 'editeur')

export const isStaffRequest = (req: Pick<PayloadRequest, 'user'>): boolean =>
  isStaffUser(req.user as MaybeUser)
