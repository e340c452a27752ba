import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { staff } from '@/access/staff'
import { RUBRIQUES_FAQ } from '@/lib/catalogue'

import { revalidate } from './hooks/revalidate'

export const Faq: CollectionConfig = {
  slug: 'faq',
  labels: { singular: 'Question', plural: 'FAQ' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'rubrique', 'ordre'], group: 'Contenus' },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: { ...revalidate },
  defaultSort: 'ordre',
  fields: [
    { name: 'question', type: 'text', label: 'Question', required: true, maxLength: 200 },
    { name: 'reponse', type: 'richText', label: 'Réponse', required: true },
    {
      name: 'rubrique',
      type: 'select',
      label: 'Rubrique',
      required: true,
      defaultValue: 'generale',
      options: [...RUBRIQUES_FAQ],
      index: true,
    },
    { name: 'ordre', type: 'number', label: 'Ordre', defaultValue: 0, min: -100_000, max: 100_000 },
  ],
}
