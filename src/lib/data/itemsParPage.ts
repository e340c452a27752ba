import type { Payload } from 'payload'

import { TAGS } from '@/lib/cache/tags'
import { ITEMS_PER_PAGE } from '@/lib/constants'

import { cached } from '@/lib/cache/cached'

/** reglages.itemsPerPage for code that Payload runs (endpoints, admin views): it reads through
 *  `req.payload`, so it never imports the config (src/lib/data/reglages.ts does). */
export const itemsParPage = (payload: Payload): Promise<number> =>
  cached(
    async () => {
      const r = await payload.findGlobal({ slug: 'reglages', depth: 0, select: { itemsPerPage: true } })
      return r.itemsPerPage || ITEMS_PER_PAGE
    },
    'reglages:itemsPerPage',
    () => [TAGS.reglages],
  )()
