import type { CollectionConfig } from 'payload'

import { publishedOrStaff } from '@/access/publishedOrStaff'
import { staff } from '@/access/staff'
import { slugField } from '@/fields/slug'
import { urlApercu } from '@/lib/apercu'

import { revalidate } from './hooks/revalidate'

/** /a-propos, the legal pages and any /{name}. Headings of `contenu` get stable ids (anchors). */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'titre',
    defaultColumns: ['titre', 'slug', '_status', 'updatedAt'],
    group: 'Contenus',
    // « Aperçu »: the shop page with the latest draft, through the staff-only preview route.
    preview: urlApercu('pages'),
  },
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff },
  hooks: { ...revalidate },
  versions: { drafts: true, maxPerDoc: 20 },
  fields: [
    { name: 'titre', type: 'text', label: 'Titre', required: true },
    { name: 'description', type: 'textarea', label: 'Description (métadonnées)', maxLength: 300 },
    { name: 'contenu', type: 'richText', label: 'Contenu', required: true },
    slugField({ from: 'titre' }),
  ],
}
