import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { mediaPublishedOrStaff } from '@/access/mediaPublishedOrStaff'
import { staff } from '@/access/staff'
import { refuserSiUtilise } from '@/hooks/refuserSiUtilise'
import { invalidateMediaImages, invalidateMediaImagesOnDelete } from '@/lib/images'
import { entetesMedia, verifierTeleversement } from '@/lib/contenu'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  admin: { group: 'Médias' },
  access: { read: mediaPublishedOrStaff, create: staff, update: staff, delete: staff },
  hooks: {
    beforeOperation: [verifierTeleversement],
    afterChange: [invalidateMediaImages],
    beforeDelete: [
      refuserSiUtilise('Ce fichier image', [
        {
          collection: 'produits',
          champ: 'illustration',
          nom: (n) => (n > 1 ? 'produits' : 'produit'),
          brouillons: true,
        },
        {
          collection: 'portfolio',
          champ: 'image',
          nom: (n) => (n > 1 ? 'projets du portfolio' : 'projet du portfolio'),
        },
        {
          collection: 'articles',
          champ: 'image',
          nom: (n) => (n > 1 ? 'articles' : 'article'),
          brouillons: true,
        },
      ]),
    ],
    afterDelete: [invalidateMediaImagesOnDelete],
  },
  upload: {
    staticDir: path.resolve(process.cwd(), process.env.MEDIA_DIR ?? 'media'),
    // The file picker's filter; the bytes themselves are checked by verifierTeleversement (record 0109).
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'],
    modifyResponseHeaders: ({ headers }) => entetesMedia(headers),
    adminThumbnail: 'thumbnail',
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 400, fit: 'cover', formatOptions: { format: 'webp' } },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: 'Texte alternatif',
      required: true,
      admin: { description: 'Décrit l’image pour les personnes qui ne la voient pas.' },
    },
  ],
}
