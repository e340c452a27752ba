import type { PayloadRequest } from 'payload'

export type Role = 'admin' | 'editeur'

type MaybeUser = { collection?: string; roles?: Role[] | null } | null | undefined

export const hasRole = (user: MaybeUser, ...roles: Role[]): boolean =>
  Boolean(user && user.collection === 'users' && user.roles?.some((r) => roles.includes(r)))

export const isStaffUser = (user: MaybeUser): boolean => hasRole(user, 'admin', 'editeur')

export const isStaffRequest = (req: Pick<PayloadRequest, 'user'>): boolean =>
  isStaffUser(req.user as MaybeUser)
