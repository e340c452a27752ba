import { z } from 'zod'

import { SLUG_PATTERN } from '@/lib/catalogue'

import { COLLECTIONS_APERCU } from './chemins'

/** The query of the preview route (src/lib/brouillon/routes.ts). */
export const schemaApercu = z.object({
  collection: z.enum(COLLECTIONS_APERCU, {
    error: 'Collection inconnue\u00a0: produits, articles ou pages.',
  }),
  slug: z
    .string({ error: 'Le slug est requis.' })
    .max(200, 'Slug invalide.')
    .regex(SLUG_PATTERN, 'Slug invalide.'),
})

export const MESSAGE_CHEMIN_DE_RETOUR =
  'Le chemin de retour doit être une adresse de ce site (commençant par une seule «\u00a0/\u00a0»).'

/** A path of this site only: one leading slash, never `//host` or `/\host` (browsers read both as
 *  another host), no scheme, no control character. Open redirects go through anything looser. */
export const schemaQuitter = z.object({
  chemin: z
    .string({ error: 'Le chemin de retour est requis.' })
    .max(2000, 'Chemin de retour invalide.')
    .refine((c) => /^\/(?![/\\])/.test(c) && !/[\u0000-\u001f\u007f\\]/.test(c), MESSAGE_CHEMIN_DE_RETOUR),
})
