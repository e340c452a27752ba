import { z } from 'zod'

import { BATCH_MAX } from './contrat'
import { SLUG_PATTERN } from '@/lib/catalogue/slug'

import { SLUG_MAX } from './slug'

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
