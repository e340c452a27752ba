import { z } from 'zod'

/** Collections the /api/admin endpoints write to. */
export const ADMIN_COLLECTIONS = ['audiences', 'collections', 'produits'] as const
export type AdminCollection = (typeof ADMIN_COLLECTIONS)[number]

const nom = z
  .string({ error: 'Le nom doit être un texte.' })
  .trim()
  .min(1, 'Le nom ne peut pas être vide.')
  .max(80, 'Le nom fait 80 caractères au plus.')
const description = z
  .string({ error: 'La description doit être un texte ou null.' })
  .max(5000, 'La description fait 5000 caractères au plus.')
  .nullable()

const taxonomyFields = { nom, description }

/** Fields PATCH /api/admin/{collection}/patch/{slug}/{field} may set, with the shape of their value. */
export const PATCHABLE_FIELDS: Record<AdminCollection, Record<string, z.ZodType>> = {
  audiences: taxonomyFields,
  collections: taxonomyFields,
  produits: {
    coupDeCoeur: z.boolean({ error: 'coupDeCoeur vaut true ou false.' }),
    coupDeCoeurRang: z
      .number({ error: 'Le rang est un nombre entier positif ou null.' })
      .int('Le rang est un nombre entier positif ou null.')
      .min(0, 'Le rang est un nombre entier positif ou null.')
      .max(100_000, 'Le rang est trop grand.')
      .nullable(),
    prix: z
      .number({ error: 'Le prix est un nombre entier de centimes.' })
      .int('Le prix est un nombre entier de centimes (1200 pour 12,00 €).')
      .positive('Le prix doit être supérieur à zéro.')
      .max(10_000_000, 'Le prix est trop élevé.'),
    titre: z
      .string({ error: 'Le titre doit être un texte.' })
      .trim()
      .min(1, 'Le titre ne peut pas être vide.')
      .max(120, 'Le titre fait 120 caractères au plus.'),
    extrait: z
      .string({ error: 'L’extrait doit être un texte.' })
      .trim()
      .min(1, 'L’extrait ne peut pas être vide.')
      .max(160, 'L’extrait fait 160 caractères au plus.'),
    _status: z.enum(['draft', 'published'], { error: 'Le statut vaut « draft » ou « published ».' }),
  },
}
