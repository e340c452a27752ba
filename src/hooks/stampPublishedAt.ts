import type { CollectionBeforeChangeHook } from 'payload'

/** The first publication stamps publishedAt, so listings can sort by it. */
export const stampPublishedAt: CollectionBeforeChangeHook = ({ data }) => {
  if (data._status === 'published' && !data.publishedAt) data.publishedAt = new Date().toISOString()
  return data
}
