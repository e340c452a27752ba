import type { Endpoint } from 'payload'
import { z } from 'zod'

import { BATCH_MAX } from '@/lib/client/api'
import { limiter } from '@/lib/http/limites'
import { readJson } from '@/lib/http/readJson'
import { setCompteurs } from '@/lib/produits/compteurs'
import { toPublicProduit } from '@/lib/produits/publicProduit'
import { findPublishedBySlugs } from '@/lib/produits/lecture'
import { SLUG_PATTERN } from '@/lib/slug'

const slug = z
  .string({ error: 'Chaque slug doit être une chaîne de caractères.' })
  .max(200, { error: 'Slug trop long.' })
  .regex(SLUG_PATTERN, { error: 'Slug invalide\u00a0: lettres minuscules, chiffres et tirets seulement.' })

export const batchSchema = z.object({
  slugs: z
    .array(slug, { error: 'Le champ « slugs » doit être une liste de slugs.' })
    .min(1, { error: 'Indiquez au moins un produit.' })
    .max(BATCH_MAX, { error: `Au plus ${BATCH_MAX} produits par requête.` }),
  addedSlug: slug.optional(),
})

/** POST /api/produits/batch (docs/SPECIFICATION.md §8): the cart's product data; counts the add of addedSlug. */
export const batchEndpoint: Endpoint = {
  path: '/batch',
  method: 'post',
  handler: async (req) => {
    const limited = limiter('batch', req)
    if (limited) return limited
    const body = await readJson(req, batchSchema)
    if (!body.ok) return body.response
    const { slugs, addedSlug } = body.data
    const docs = await findPublishedBySlugs(req.payload, slugs)
    const added = addedSlug && slugs.includes(addedSlug) ? docs.find((d) => d.slug === addedSlug) : undefined
    if (added) {
      // Not atomic: an approximate statistic, not worth a lock.
      await setCompteurs(req.payload, added, { ajoutsPanier: (added.ajoutsPanier ?? 0) + 1 })
    }
    return Response.json({ data: docs.map(toPublicProduit) }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
