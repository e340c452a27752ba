import type { PayloadRequest } from 'payload'

import type { AdminCollection } from './fields'
import { updateKeepingPublished } from './updateKeepingPublished'

/** Sets one field of an existing document through the local API (hooks and validation run). A
 *  published product stays published with its content, a pending draft stays a draft; `_status`
 *  itself publishes or unpublishes. */
export async function patchField(
  req: PayloadRequest,
  collection: AdminCollection,
  id: number | string,
  field: string,
  value: unknown,
) {
  if (field === '_status') {
    // An explicit (un)publication: publishing publishes the latest version, pending draft included.
    return req.payload.update({
      collection,
      id,
      data: { _status: value },
      depth: 0,
      draft: false,
      overrideAccess: false,
      req,
    } as Parameters<typeof req.payload.update>[0])
  }
  return updateKeepingPublished(req, collection, id, { [field]: value })
}
