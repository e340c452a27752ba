import type { CollectionSlug, PayloadRequest } from 'payload'

import { updateKeepingPublished } from '@/lib/admin/updateKeepingPublished'

type Data = Record<string, unknown>

/**
 * Writes `data` to one document of a lot without touching its publication state
 * (docs/decisions/0170-edition-groupee-sans-dommage.md): a draft (never published, or unpublished) is
 * saved as a draft, without the validation a publication runs; a published document stays published,
 * its pending draft updated too (updateKeepingPublished). `_status` in `data` is the one explicit
 * change: « Publier la sélection », or an undo putting a published draft back.
 */
export async function ecrireSansPublier(
  req: PayloadRequest,
  collection: CollectionSlug,
  id: number | string,
  data: Data,
) {
  const config = req.payload.collections[collection].config
  const base = { collection, id, depth: 0, overrideAccess: false, req } as const
  if (!config.versions?.drafts) return req.payload.update({ ...base, data, draft: false } as never)
  if (data._status === 'published' || data._status === 'draft')
    return updateKeepingPublished(req, collection as 'produits', id, data)
  const principal = (await req.payload.findByID({
    collection,
    id,
    depth: 0,
    draft: false,
    overrideAccess: true,
    req,
  })) as unknown as Data
  if (principal._status !== 'published') return req.payload.update({ ...base, data, draft: true } as never)
  return updateKeepingPublished(req, collection as 'produits', id, data)
}
