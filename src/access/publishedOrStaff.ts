import type { Access } from 'payload'

import { isStaffUser } from './isStaff'

/** Staff see drafts; everyone else only published documents. */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  return { _status: { equals: 'published' } }
}

/**
 * The same rule for a collection published by a checkbox of its own rather than Payload's drafts:
 * `publishedOrStaffBy('publie')` shows visitors the documents whose `publie` is ticked. The collection
 * recipe of docs/etendre.md uses it (tests/unit-lent/recettes.test.ts builds it).
 * @public
 */
export const publishedOrStaffBy =
  (flag: string): Access =>
  ({ req }) => {
    if (isStaffUser(req.user)) return true
    return { [flag]: { equals: true } }
  }
