import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { staff } from '@/access/staff'

/** Private print files. Never public: customers reach them only through a paid order's signed link. */
export const Telechargements: CollectionConfig = {
  slug: 'telechargements',
  labels: { singular: 'Fichier d’impression', plural: 'Fichiers d’impression' },
  admin: { group: 'Médias' },
  access: { read: staff, create: staff, update: staff, delete: staff },
  upload: {
    staticDir: path.resolve(process.cwd(), process.env.PRIVATE_MEDIA_DIR ?? 'data/telechargements'),
    mimeTypes: ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff', 'application/zip'],
  },
  fields: [{ name: 'description', type: 'text', label: 'Description' }],
}
