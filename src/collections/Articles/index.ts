import type { CollectionConfig } from 'payload'

import { publishedOrStaff } from '@/access/publishedOrStaff'
import { staff } from '@/access/staff'
import { DATE, PLANIFICATION } from '@/fields/dateHeure'
import { slugField } from '@/fields/slug'
import { urlApercu } from '@/lib/apercu'
import { stampPublishedAt } from '@/hooks/stampPublishedAt'

import { revalidate } from './hooks/revalidate'

export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: 'Article', plural: 'Articles' },
  admin: {
    useAsTitle: 'titre',
    defaultColumns: ['titre', '_status', 'publishedAt'],
    group: 'Contenus',
    // « Aperçu »: the shop page with the latest draft, through the staff-only preview route.
    preview: urlApercu('articles'),
  },
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff },
  // « Programmer la publication » (publish menu): a job publishes or unpublishes at its time (src/lib/infra/operations/runDueJobs.ts).
  versions: { drafts: { schedulePublish: PLANIFICATION }, maxPerDoc: 20 },
  defaultSort: '-publishedAt',
  hooks: { beforeChange: [stampPublishedAt], ...revalidate },
  fields: [
    { name: 'titre', type: 'text', label: 'Titre', required: true, maxLength: 160 },
    { name: 'extrait', type: 'textarea', label: 'Extrait', required: true, maxLength: 300 },
    { name: 'image', type: 'upload', relationTo: 'media', label: 'Image' },
    { name: 'contenu', type: 'richText', label: 'Contenu', required: true },
    { name: 'auteur', type: 'text', label: 'Auteur', defaultValue: 'Atelier Mots & Couleurs' },
    slugField({ from: 'titre' }),
    {
      name: 'publishedAt',
      type: 'date',
      label: 'Publié le',
      index: true,
      admin: { position: 'sidebar', date: DATE },
    },
  ],
}
