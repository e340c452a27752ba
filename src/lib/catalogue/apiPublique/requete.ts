import { z } from 'zod'

import { FACETTES_REGISTRE, type FacetteInfo } from '@/lib/catalogue/facettes'
import { TRIS, type Tri } from '../cartes'
import { SLUG_PATTERN } from '@/lib/catalogue/slug'

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

/** One slug filter per facet of the registry, by its query-parameter name. */
const filtresFacettes = <F extends string>(registre: readonly { filtre: F }[]) =>
  Object.fromEntries(registre.map((f) => [f.filtre, slugFiltre(f.filtre)])) as Record<
    F,
    ReturnType<typeof slugFiltre>
  >

const autresParametres = {
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
}

/** Query of GET /api/produits (docs/SPECIFICATION.md §8) for a facet registry: one slug filter per facet, then
 *  the other parameters. Unknown keys are dropped; bad values → 400. */
export const produitsQuerySchemaDe = <F extends string>(registre: readonly (FacetteInfo & { filtre: F })[]) =>
  z.object({ ...filtresFacettes(registre), ...autresParametres })

export const produitsQuerySchema = produitsQuerySchemaDe(FACETTES_REGISTRE)

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
