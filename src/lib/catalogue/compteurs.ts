import type { Payload, PayloadRequest } from 'payload'

/** The product counters (read-only in the admin, docs/SPECIFICATION.md §3). */
export const COMPTEURS = ['likes', 'ajoutsPanier', 'ventes'] as const
export type Compteur = (typeof COMPTEURS)[number]

/**
 * Writes counters straight to the product's row through the database adapter: no hooks (no page
 * revalidation for a like), no new draft version, updatedAt and publishedAt untouched. Editors' saves
 * keep these values through the keepCounters hook. A value `{ $inc: n }` adds n in the same single,
 * atomic write on both adapters: concurrent adds are all counted, where a read then a write lost
 * those that crossed.
 */
export async function setCompteurs(
  payload: Payload,
  produit: { id: number | string; updatedAt?: string | null },
  values: Partial<Record<Compteur, number | { $inc: number }>>,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  await payload.db.updateOne({
    collection: 'produits',
    id: produit.id,
    // The adapter stamps updatedAt on every write: a counter is not an edit (sitemap lastmod, caches).
    data: produit.updatedAt ? { ...values, updatedAt: produit.updatedAt } : values,
    req,
    returning: false,
  })
}

/** Current counters of the product's row (not of its latest draft version). */
export async function readCompteurs(
  payload: Payload,
  id: number | string,
  req?: Partial<PayloadRequest>,
): Promise<Record<Compteur, number>> {
  const doc = (await payload.db.findOne({
    collection: 'produits',
    where: { id: { equals: id } },
    select: { likes: true, ajoutsPanier: true, ventes: true },
    req,
  })) as Record<string, unknown> | null
  const value = (k: Compteur) => (typeof doc?.[k] === 'number' ? (doc[k] as number) : 0)
  return { likes: value('likes'), ajoutsPanier: value('ajoutsPanier'), ventes: value('ventes') }
}
