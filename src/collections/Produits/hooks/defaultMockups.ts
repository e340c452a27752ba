import type { CollectionBeforeChangeHook } from 'payload'

import { DEFAULT_MOCKUP } from '@/lib/catalogue'

/** An empty mockup list takes reglages.defaultMockup. */
export const defaultMockups: CollectionBeforeChangeHook = async ({ data, req }) => {
  if (!Array.isArray(data.mockups) || data.mockups.length === 0) {
    const reglages = await req.payload.findGlobal({ slug: 'reglages', req, depth: 0 }).catch(() => null)
    data.mockups = [reglages?.defaultMockup ?? DEFAULT_MOCKUP]
  }
  return data
}
