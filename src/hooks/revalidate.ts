import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import {
  articleTag,
  FACETTES,
  facetteTag,
  facetteValeurTag,
  pageTag,
  produitTag,
  TAGS,
  type Facette,
} from '@/lib/cache/tags'
import { forgetInFlight } from '@/lib/cache/singleFlight'
import { FACETTES_INFO } from '@/lib/data/facettes'

type Doc = Record<string, unknown> & { id?: number | string; slug?: string | null; _status?: string | null }

/**
 * Expires the storefront caches that show a changed document (src/lib/cache/tags.ts), at once
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
  for (const tag of unique) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not inside a Next.js server: nothing is cached.
    }
  }
  return unique
}

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

const ids = (value: unknown): (number | string)[] =>
  (Array.isArray(value) ? value : []).map((v) =>
    typeof v === 'object' && v !== null ? (v as { id: number | string }).id : v,
  )

/** Tags of a product: its page, every listing it is (or was) part of, home, the sitemap (each publish
 *  changes the product's lastmod there). */
export function produitTags(doc: Doc, previous?: Doc | null): string[] {
  const tags: string[] = [TAGS.produits, TAGS.sitemap]
  for (const d of [doc, previous]) {
    if (!d) continue
    if (d.slug) tags.push(produitTag(d.slug))
    if (d.coupDeCoeur) tags.push(TAGS.coupsDeCoeur)
    for (const f of FACETTES)
      for (const id of ids(d[FACETTES_INFO[f].champ])) tags.push(facetteValeurTag(f, id))
  }
  return tags
}

export const revalidateProduit: CollectionAfterChangeHook = (args) => {
  if (changePublic(args)) revalidateTags(produitTags(args.doc, args.previousDoc), args.req)
  return args.doc
}

export const revalidateProduitSupprime: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidateTags(produitTags(doc), req)
  return doc
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

/** Collections shown on a page of their own (articles, pages) or on one listing (faq, portfolio): the
 *  listing, each page, and the sitemap only for the collections it lists (src/lib/seo/sitemap.ts). */
export const revalidateContenu = (
  liste: string,
  { tagDe, sitemap }: { tagDe?: (slug: string) => string; sitemap: boolean },
) => {
  const tags = (doc: Doc, previous?: Doc | null) => [
    liste,
    ...(sitemap ? [TAGS.sitemap] : []),
    ...(tagDe ? [doc.slug, previous?.slug].filter((s): s is string => Boolean(s)).map(tagDe) : []),
  ]
  const afterChange: CollectionAfterChangeHook = (args) => {
    if (changePublic(args)) revalidateTags(tags(args.doc, args.previousDoc), args.req)
    return args.doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
    revalidateTags(tags(doc), req)
    return doc
  }
  return { beforeOperation: [noterAvant], afterChange: [afterChange], afterDelete: [afterDelete] }
}

export const revalidateArticle = revalidateContenu(TAGS.articles, { tagDe: articleTag, sitemap: true })
export const revalidatePage = revalidateContenu(TAGS.pages, { tagDe: pageTag, sitemap: true })
export const revalidateFaq = revalidateContenu(TAGS.faq, { sitemap: false })
export const revalidatePortfolio = revalidateContenu(TAGS.portfolio, { sitemap: false })

/** Settings appear on every page (layout): expire them all. */
export const revalidateReglages: GlobalAfterChangeHook = ({ doc, req }) => {
  revalidateTags([TAGS.reglages, TAGS.sitemap], req)
  return doc
}
