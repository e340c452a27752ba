import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { staff } from '@/access/staff'

/** One like per product and visitor (a hash of the visitor id), enforced by a unique compound index. */
export const Likes: CollectionConfig = {
  slug: 'likes',
  labels: { singular: 'J’aime', plural: 'J’aime' },
  admin: { defaultColumns: ['produit', 'visiteur', 'createdAt'], group: 'Boutique' },
  access: { read: staff, create: nobody, update: nobody, delete: staff },
  indexes: [{ fields: ['produit', 'visiteur'], unique: true }],
  fields: [
    { name: 'produit', type: 'relationship', relationTo: 'produits', required: true, index: true },
    { name: 'visiteur', type: 'text', label: 'Visiteur (empreinte)', required: true, index: true },
  ],
}
