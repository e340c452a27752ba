import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import type { AdminCollection } from './fields'

type Data = Record<string, unknown>
type UpdateArgs = Parameters<PayloadRequest['payload']['update']>[0]

// Kept by Payload or moved by the shop's endpoints (keepCounters copies the live counters in).
const NOT_CONTENT = new Set(['id', 'createdAt', 'updatedAt', '_status', 'likes', 'ajoutsPanier', 'ventes'])

/** Every content field of the collection, taken from `doc`; a field the doc lacks is sent as null so
 *  Payload does not fill it from the version it merges onto. */
function contentOf(req: PayloadRequest, collection: AdminCollection, doc: Data): Data {
  const content: Data = {}
  for (const field of req.payload.collections[collection].config.flattenedFields) {
    if (!('name' in field) || NOT_CONTENT.has(field.name)) continue
    content[field.name] = doc[field.name] ?? null
  }
  return content
}

/**
 * Updates a document with the caller's access, without the surprise of Payload's drafts: an update
 * with `draft: false` starts from the LATEST version, so on a published product with a newer draft
 * it would publish (or, the draft's `_status` winning, unpublish) the draft's unreviewed content.
 * Here the published version gets only `data`, stays published, and the pending draft is saved again
 * on top with `data` applied too, so publishing it later does not take the change back.
 * `_status: 'published'` in `data` (a PUT body describing the document) therefore keeps it published;
 * `_status: 'draft'` unpublishes, as in Payload.
 */
export async function updateKeepingPublished(
  req: PayloadRequest,
  collection: AdminCollection,
  id: number | string,
  data: Data,
) {
  const base = { collection, id, depth: 0, overrideAccess: false, req } as const
  if (collection !== 'produits' || data._status === 'draft') {
    return req.payload.update({ ...base, data, draft: false } as UpdateArgs)
  }
  const shouldCommit = await initTransaction(req)
  try {
    const read = { collection, id, depth: 0, overrideAccess: true, showHiddenFields: true, req } as const
    const published = (await req.payload.findByID({ ...read, draft: false })) as unknown as Data
    const latest = (await req.payload.findByID({ ...read, draft: true })) as unknown as Data
    let doc
    if (published._status === 'published' && latest._status === 'draft') {
      doc = await req.payload.update({
        ...base,
        // A PUT body's slug names the document: each version keeps its own (a draft may rename it).
        data: {
          ...contentOf(req, collection, published),
          ...data,
          slug: published.slug,
          _status: 'published',
        },
        draft: false,
      } as UpdateArgs)
      await req.payload.update({
        ...base,
        data: { ...contentOf(req, collection, latest), ...data, slug: latest.slug, _status: 'draft' },
        draft: true,
      } as UpdateArgs)
    } else {
      // Nothing pending: the latest version is the published one (or the product is not published).
      doc = await req.payload.update({ ...base, data, draft: false } as UpdateArgs)
    }
    if (shouldCommit) await commitTransaction(req)
    return doc
  } catch (err) {
    if (shouldCommit) await killTransaction(req)
    throw err
  }
}
