import { z } from 'zod'

import { TRIS, type Tri } from '@/lib/data/produitsQuery'
import { SLUG_PATTERN } from '@/lib/slug'

const slugFiltre = (nom: string) =>
  z
    .string()
    .max(200, { error: `Le filtre « ${nom} » est trop long.` })
    .regex(SLUG_PATTERN, {
      error: `Le filtre « ${nom} » doit être un slug (lettres minuscules, chiffres et tirets).`,
    })
    .optional()

const entier = (nom: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: `« ${nom} » doit être un nombre entier.` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `« ${nom} » doit valoir au moins ${min}.` })
        .max(max, { error: `« ${nom} » doit valoir au plus ${max}.` }),
    )
    .optional()

/** Query of GET /api/produits (PRODUCT.md §6). Unknown keys are dropped; bad values → 400. */
export const produitsQuerySchema = z.object({
  audience: slugFiltre('audience'),
  collection: slugFiltre('collection'),
  theme: slugFiltre('theme'),
  motCle: slugFiltre('motCle'),
  langue: slugFiltre('langue'),
  coupDeCoeur: z
    .enum(['true', 'false', '1', '0'], { error: '« coupDeCoeur » vaut true ou false.' })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  q: z
    .string()
    .trim()
    .min(1, { error: 'La recherche « q » est vide.' })
    .max(100, { error: 'La recherche « q » fait 100 caractères au plus.' })
    .optional(),
  page: entier('page', 1, 100_000),
  limit: entier('limit', 1, 100),
  tri: z
    .enum(Object.keys(TRIS) as [Tri, ...Tri[]], {
      error: `« tri » vaut l’un de : ${Object.keys(TRIS).join(', ')}.`,
    })
    .optional(),
})

export type ProduitsQuery = z.infer<typeof produitsQuerySchema>

/** Query keys of Payload's own REST API: a request carrying one is Payload's (the admin's), not ours. */
export const PAYLOAD_QUERY_KEYS = [
  'where',
  'depth',
  'select',
  'populate',
  'sort',
  'draft',
  'joins',
  'pagination',
  'trash',
  'locale',
] as const
