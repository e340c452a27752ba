import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { staff } from '@/access/staff'
import { slugField } from '@/fields/slug'

import { revalidate } from './hooks/revalidate'

export const Portfolio: CollectionConfig = {
  slug: 'portfolio',
  labels: { singular: 'Réalisation', plural: 'Portfolio' },
  admin: { useAsTitle: 'titre', defaultColumns: ['titre', 'categorie', 'ordre'], group: 'Contenus' },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: { ...revalidate },
  defaultSort: 'ordre',
  fields: [
    { name: 'titre', type: 'text', label: 'Titre', required: true },
    { name: 'categorie', type: 'text', label: 'Catégorie', required: true },
    { name: 'image', type: 'upload', relationTo: 'media', label: 'Image', required: true },
    { name: 'description', type: 'textarea', label: 'Description' },
    {
      name: 'message',
      type: 'text',
      label: 'Message',
      admin: { description: 'Ex. « Merci de votre patience ».' },
    },
    { name: 'ordre', type: 'number', label: 'Ordre', defaultValue: 0, min: -100_000, max: 100_000 },
    slugField({ from: 'titre' }),
  ],
}
