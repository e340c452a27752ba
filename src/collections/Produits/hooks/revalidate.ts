import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { changePublic, revalidateTags } from '@/hooks/revalidate'
import { FACETTES, FACETTES_INFO, facetteValeurTag, produitTag, TAGS } from '@/lib/catalogue'

type Doc = Record<string, unknown> & { slug?: string | null }

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
