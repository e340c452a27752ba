import type { Payload } from 'payload'
import { z } from 'zod'

import { BATCH_MAX } from '@/lib/client/api'
import { limiter } from '@/lib/http/limites'
import { readJson } from '@/lib/http/readJson'
import { SLUG_PATTERN } from '@/lib/slug'

import { setCompteurs } from '../compteurs'

import { lireCible } from './cible'
import { SLUG_MAX } from './slug'
import { NO_STORE, type RequeteApi } from './types'

const slug = z
  .string({ error: 'Chaque slug doit être une chaîne de caractères.' })
  .max(SLUG_MAX, { error: 'Slug trop long.' })
  .regex(SLUG_PATTERN, { error: 'Slug invalide\u00a0: lettres minuscules, chiffres et tirets seulement.' })

export const batchSchema = z.object({
  slugs: z
    .array(slug, { error: 'Le champ « slugs » doit être une liste de slugs.' })
    .min(1, { error: 'Indiquez au moins un produit.' })
    .max(BATCH_MAX, { error: `Au plus ${BATCH_MAX} produits par requête.` }),
  addedSlug: slug.optional(),
})

/** POST /api/produits/batch (docs/SPECIFICATION.md §8): the cart's product data, each product from the
 *  tag cache, in the order asked, unknown or unpublished ones left out; counts the add of addedSlug. */
export async function repondreBatch(payload: Payload, req: RequeteApi): Promise<Response> {
  const limited = await limiter('batch', req)
  if (limited) return limited
  const body = await readJson(req, batchSchema)
  if (!body.ok) return body.response
  const { slugs, addedSlug } = body.data
  const cibles = (await Promise.all([...new Set(slugs)].map((s) => lireCible(payload, s)))).filter(
    (c) => c !== null,
  )
  const ajoute = addedSlug ? cibles.find((c) => c.produit.slug === addedSlug) : undefined
  if (ajoute) await setCompteurs(payload, ajoute, { ajoutsPanier: { $inc: 1 } })
  return Response.json({ data: cibles.map((c) => c.produit) }, { headers: NO_STORE })
}
