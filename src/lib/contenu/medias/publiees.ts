import type { CollectionSlug, Payload, Where } from 'payload'

import { mediasDuContenu } from '@/lib/contenu/richtext/televersements'

/** Every field that shows a media to visitors, and whether its collection has drafts. */
const USAGES: { collection: CollectionSlug; champ: string; brouillons: boolean }[] = [
  { collection: 'produits', champ: 'illustration', brouillons: true },
  { collection: 'articles', champ: 'image', brouillons: true },
  { collection: 'portfolio', champ: 'image', brouillons: false },
  { collection: 'audiences', champ: 'image', brouillons: false },
  { collection: 'collections', champ: 'image', brouillons: false },
]

/** Rich text fields whose images (upload nodes) the shop shows: an article's body. */
const USAGES_RICHES: { collection: CollectionSlug; champ: string }[] = [
  { collection: 'articles', champ: 'contenu' },
]

const idDe = (v: unknown): number | string | null =>
  typeof v === 'number' || typeof v === 'string'
    ? v
    : v && typeof v === 'object' && 'id' in v
      ? ((v as { id: number | string }).id ?? null)
      : null

/**
 * The media that published documents show: the published version of products and articles (an
 * artwork chosen in a draft stays unpublished), the images placed in a published article's body, and
 * the images of collections without drafts.
 */
export async function mediasPubliees(payload: Payload): Promise<(number | string)[]> {
  const ids = new Set<number | string>()
  await Promise.all([
    ...USAGES_RICHES.map(async ({ collection, champ }) => {
      const { docs } = await payload.find({
        collection,
        where: { _status: { equals: 'published' } },
        draft: false,
        depth: 0,
        pagination: false,
        overrideAccess: true,
        select: { [champ]: true },
      })
      for (const d of docs)
        for (const id of mediasDuContenu((d as unknown as Record<string, unknown>)[champ])) ids.add(id)
    }),
    ...USAGES.map(async ({ collection, champ, brouillons }) => {
      const where: Where = brouillons
        ? { and: [{ _status: { equals: 'published' } }, { [champ]: { exists: true } }] }
        : { [champ]: { exists: true } }
      const { docs } = await payload.find({
        collection,
        where,
        draft: false,
        depth: 0,
        pagination: false,
        overrideAccess: true,
        select: { [champ]: true },
      })
      for (const d of docs) {
        const id = idDe((d as unknown as Record<string, unknown>)[champ])
        if (id !== null) ids.add(id)
      }
    }),
  ])
  return [...ids]
}
