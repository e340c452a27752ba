import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
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
import { oublierAppelsEnCours } from '@/lib/data/appelUnique'
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
  oublierAppelsEnCours()
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

const ids = (value: unknown): (number | string)[] =>
  (Array.isArray(value) ? value : []).map((v) =>
    typeof v === 'object' && v !== null ? (v as { id: number | string }).id : v,
  )

/** Tags of a product: its page, every listing it is (or was) part of, home, the sitemap. */
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

export const revalidateProduit: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  // A draft of a never-published product is invisible: nothing to expire.
  if (publie(doc) || publie(previousDoc)) revalidateTags(produitTags(doc, previousDoc), req)
  return doc
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

/** Collections shown on a page of their own (articles, pages) or on one listing (faq, portfolio). */
export const revalidateContenu = (liste: string, tagDe?: (slug: string) => string) => {
  const tags = (doc: Doc, previous?: Doc | null) => [
    liste,
    TAGS.sitemap,
    ...(tagDe ? [doc.slug, previous?.slug].filter((s): s is string => Boolean(s)).map(tagDe) : []),
  ]
  const afterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
    if (publie(doc) || publie(previousDoc)) revalidateTags(tags(doc, previousDoc), req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
    revalidateTags(tags(doc), req)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export const revalidateArticle = revalidateContenu(TAGS.articles, articleTag)
export const revalidatePage = revalidateContenu(TAGS.pages, pageTag)
export const revalidateFaq = revalidateContenu(TAGS.faq)
export const revalidatePortfolio = revalidateContenu(TAGS.portfolio)

/** Settings appear on every page (layout): expire them all. */
export const revalidateReglages: GlobalAfterChangeHook = ({ doc, req }) => {
  revalidateTags([TAGS.reglages, TAGS.sitemap], req)
  return doc
}
