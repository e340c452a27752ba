import type { CollectionConfig, Field } from 'payload'

import { anyone } from '@/access/anyone'
import { staff } from '@/access/staff'
import { slugField } from '@/fields/slug'
import { revalidateFacette } from '@/hooks/revalidate'
import { unlinkFromProduits } from '@/lib/admin'
import type { Facette } from '@/lib/catalogue'

/** Audiences and poster collections are presented with a text and a cover image. */
export const presentationFields: Field[] = [
  { name: 'description', type: 'textarea', label: 'Description' },
  { name: 'image', type: 'upload', relationTo: 'media', label: 'Image' },
]

type Options = {
  slug: string
  singular: string
  plural: string
  fields?: Field[]
}

/** Audiences, collections, themes, mots-clés and langues share one shape: a public, named, slugged term. */
export function taxonomy({ slug, singular, plural, fields = [] }: Options): CollectionConfig {
  return {
    slug,
    labels: { singular, plural },
    admin: { useAsTitle: 'nom', defaultColumns: ['nom', 'slug', 'updatedAt'], group: 'Catalogue' },
    access: { read: anyone, create: staff, update: staff, delete: staff },
    defaultSort: 'nom',
    // Storefront pages listing these values are expired on change (src/hooks/revalidate.ts).
    hooks: {
      ...revalidateFacette(slug as Facette),
      // Deleting a value used by products works on every database: they simply lose it.
      beforeDelete: [({ id, req }) => unlinkFromProduits(req, slug, id)],
    },
    fields: [
      { name: 'nom', type: 'text', label: 'Nom', required: true, maxLength: 80 },
      ...fields,
      slugField({ from: 'nom' }),
    ],
  }
}
