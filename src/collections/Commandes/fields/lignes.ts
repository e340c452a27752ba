import type { ArrayField } from 'payload'

import { LIVRAISONS } from '@/lib/constants'

/** What was bought, copied from the catalogue at checkout (price and title as they were then). */
export const lignes: ArrayField = {
  name: 'lignes',
  type: 'array',
  label: 'Lignes',
  labels: { singular: 'Ligne', plural: 'Lignes' },
  minRows: 1,
  admin: { readOnly: true },
  fields: [
    { name: 'slug', type: 'text', label: 'Identifiant', required: true },
    { name: 'titre', type: 'text', label: 'Titre', required: true },
    { name: 'prix', type: 'number', label: 'Prix (centimes)', required: true, min: 0 },
    { name: 'livraison', type: 'select', label: 'Livraison', required: true, options: [...LIVRAISONS] },
    { name: 'produit', type: 'relationship', label: 'Produit', relationTo: 'produits' },
  ],
}
