import type { PayloadRequest } from 'payload'

import type { AdminCollection } from './fields'

/** Sets one field of an existing document through the local API (hooks and validation run). */
export async function patchField(
  req: PayloadRequest,
  collection: AdminCollection,
  id: number | string,
  field: string,
  value: unknown,
) {
  return req.payload.update({
    collection,
    id,
    data: { [field]: value },
    depth: 0,
    // A published product stays published; `_status` itself publishes or unpublishes.
    draft: false,
    overrideAccess: false,
    req,
  } as Parameters<typeof req.payload.update>[0])
}
