import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import {
  collectionTag,
  type Facette,
  facetteTag,
  facetteValeurTag,
  forgetSlugIndex,
  TAGS,
} from '@/lib/catalogue'
import { forgetInFlight } from '@/lib/infra/cache'

type Doc = Record<string, unknown> & { id?: number | string; slug?: string | null; _status?: string | null }

/**
 * Expires the storefront caches that show a changed document (src/lib/catalogue/tags.ts), at once
 * (`expire: 0`): the next visitor gets fresh content. Outside a Next server (seed, scripts, tests)
 * revalidateTag throws: there is no cache to expire then, so that is ignored. A caller may pass
 * `context: { disableRevalidate: true }` for bulk writes.
 */
export function revalidateTags(
  tags: Iterable<string>,
  req?: Pick<PayloadRequest, 'context' | 'payload'>,
): string[] {
  const unique = [...new Set(tags)]
  if (req?.context?.disableRevalidate) return []
  forgetInFlight()
  // A page, product or article may have appeared or gone: made-up URLs wait for the slug index read
  // again (src/lib/catalogue/notFound). A like or a setting changes no slug.
  if (unique.some(changesSlugs)) forgetSlugIndex()
  for (const tag of unique) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not inside a Next.js server: nothing is cached.
    }
  }
  return unique
}

const SLUG_TAGS = new Set<string>([TAGS.produits, TAGS.articles, TAGS.pages])
const changesSlugs = (tag: string) => SLUG_TAGS.has(tag) || /^(produit|article|page):/.test(tag)

const publie = (d?: Doc | null) => Boolean(d && (d._status === undefined || d._status === 'published'))

/** What an update is about to do to the public version, noted before it runs (req.context, per
 *  document): whether it only saves a draft, and whether the document was published. */
type Avant = { brouillon: boolean; etaitPublie: boolean }
const cleAvant = (collection: string, id: unknown) => `revalidate:${collection}:${String(id)}`

/**
 * beforeOperation of every collection whose changes expire caches. Payload saves a draft without
 * touching the published row when `draft` is asked and the data is not published (its own rule in
 * collections/operations/utilities/update.js); the previous document its hooks get is the latest
 * version, a draft maybe, so whether the public row was published is read here, before the change.
 */
export const noterAvant: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  const { id, draft, data } = args as { id?: number | string; draft?: boolean; data?: Doc }
  if (operation !== 'update' || id === undefined || !collection.versions) return args
  const ligne = (await req.payload.db.findOne({
    collection: collection.slug,
    where: { id: { equals: id } },
    req,
  })) as Doc | null
  const avant: Avant = {
    brouillon: Boolean(draft) && data?._status !== 'published',
    etaitPublie: ligne?._status === 'published',
  }
  req.context[cleAvant(collection.slug, id)] = avant
  return args
}

/** Whether a change is seen by the public: a publish (first or again) or an unpublish. Creating or
 *  saving a draft is not. */
export function changePublic({
  doc,
  previousDoc,
  operation,
  collection,
  req,
}: Pick<
  Parameters<CollectionAfterChangeHook>[0],
  'doc' | 'previousDoc' | 'operation' | 'collection' | 'req'
>): boolean {
  if (operation === 'create') return publie(doc)
  const cle = cleAvant(collection.slug, doc.id)
  const avant = req.context[cle] as Avant | undefined
  delete req.context[cle]
  // Without a note (a bulk update): the document and the version before it tell.
  if (!avant) return publie(doc) || publie(previousDoc)
  if (avant.brouillon) return false
  return publie(doc) || avant.etaitPublie
}

/** A facet value: the facet's index, its own listing, names on product chips, home, the sitemap. */
export const revalidateFacette = (facette: Facette) => {
  const tags = (d: Doc) => [
    facetteTag(facette),
    ...(d.id !== undefined ? [facetteValeurTag(facette, d.id)] : []),
    TAGS.sitemap,
  ]
  const afterChange: CollectionAfterChangeHook = ({ doc, req }) => {
    revalidateTags(tags(doc), req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
    revalidateTags(tags(doc), req)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/**
 * The hooks of a collection its cached reads show, for `collections/X/hooks/revalidate.ts`: on publish,
 * unpublish and delete they expire the collection's tag (collectionTag, from its config), each
 * document's own tag when it has a page (`documentTag`, old and new slug), and the sitemap when
 * src/lib/seo/sitemap.ts lists the collection. `flag`: the checkbox that publishes a collection without
 * drafts (a change is public when the document is, or was, ticked); otherwise Payload's `_status`.
 */
export const revalidateCollection = ({
  flag,
  documentTag,
  sitemap = false,
}: { flag?: string; documentTag?: (slug: string) => string; sitemap?: boolean } = {}) => {
  const tags = (collection: { slug: string }, doc: Doc, previous?: Doc | null) => [
    collectionTag(collection),
    ...(sitemap ? [TAGS.sitemap] : []),
    ...(documentTag
      ? [doc.slug, previous?.slug].filter((s): s is string => Boolean(s)).map(documentTag)
      : []),
  ]
  const ticked = (d?: Doc | null) => Boolean(flag && d?.[flag] === true)
  const afterChange: CollectionAfterChangeHook = (args) => {
    const seen = flag ? ticked(args.doc) || ticked(args.previousDoc) : changePublic(args)
    if (seen) revalidateTags(tags(args.collection, args.doc, args.previousDoc), args.req)
    return args.doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ collection, doc, req }) => {
    revalidateTags(tags(collection, doc), req)
    return doc
  }
  return {
    beforeOperation: flag ? [] : [noterAvant],
    afterChange: [afterChange],
    afterDelete: [afterDelete],
  }
}

/** Settings appear on every page (layout): expire them all. */
export const revalidateReglages: GlobalAfterChangeHook = ({ doc, req }) => {
  revalidateTags([TAGS.reglages, TAGS.sitemap], req)
  return doc
}
