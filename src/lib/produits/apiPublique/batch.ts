import type { Payload } from 'payload'
import { z } from 'zod'

import { BATCH_MAX } from '@/lib/client/api'
import { limiter } from '@/lib/http/limits'
import { readJson } from '@/lib/http/readJson'
import { SLUG_PATTERN } from '@/lib/slug'

import { setCompteurs } from '../compteurs'

import { lireProduitPublie } from './produitPublie'
import { SLUG_MAX } from './slug'
import { NO_STORE, type RequeteApi } from './types'

const slug = z.string().max(SLUG_MAX).regex(SLUG_PATTERN)

/** A stored cart may hold a slug that no longer exists or was never valid: it is left out of the answer
 *  (original spec: the answer is the products found), never a reason to refuse the others. */
const estSlug = (v: unknown): v is string => slug.safeParse(v).success

export const batchSchema = z.object({
  slugs: z
    .array(z.unknown(), { error: 'Le champ « slugs » doit être une liste de slugs.' })
    .max(BATCH_MAX, { error: `Au plus ${BATCH_MAX} produits par requête.` })
    .transform((liste) => liste.filter(estSlug)),
  addedSlug: z
    .unknown()
    .optional()
    .transform((v) => (estSlug(v) ? v : undefined)),
})

/** POST /api/produits/batch (docs/SPECIFICATION.md §8): the cart's product data, each product from the
 *  tag cache, in the order asked, malformed, unknown or unpublished ones left out; counts the add of
 *  addedSlug. 400 only when `slugs` is not a list (or holds more than BATCH_MAX entries). */
export async function repondreBatch(payload: Payload, req: RequeteApi): Promise<Response> {
  const limited = await limiter('batch', req)
  if (limited) return limited
  const body = await readJson(req, batchSchema)
  if (!body.ok) return body.response
  const { slugs, addedSlug } = body.data
  const cibles = (await Promise.all([...new Set(slugs)].map((s) => lireProduitPublie(payload, s)))).filter(
    (c) => c !== null,
  )
  const ajoute = addedSlug ? cibles.find((c) => c.produit.slug === addedSlug) : undefined
  if (ajoute) await setCompteurs(payload, ajoute, { ajoutsPanier: { $inc: 1 } })
  return Response.json({ data: cibles.map((c) => c.produit) }, { headers: NO_STORE })
}
