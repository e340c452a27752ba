import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { equipe } from '@/access/equipe'
import { staff } from '@/access/staff'
import { refuserSiUtilise } from '@/hooks/refuserSiUtilise'

/** Private print files. Never public: customers reach them only through a paid order's signed link. */
export const Telechargements: CollectionConfig = {
  slug: 'telechargements',
  labels: { singular: 'Fichier d’impression', plural: 'Fichiers d’impression' },
  admin: { group: 'Médias' },
  access: { read: equipe, create: staff, update: staff, delete: staff },
  hooks: {
    beforeDelete: [
      refuserSiUtilise('Ce fichier d’impression', [
        {
          collection: 'produits',
          champ: 'fichierNumerique',
          nom: (n) => (n > 1 ? 'produits' : 'produit'),
          brouillons: true,
        },
        {
          collection: 'produits',
          champ: 'fichierImpression',
          nom: (n) => (n > 1 ? 'produits' : 'produit'),
          brouillons: true,
        },
      ]),
    ],
  },
  upload: {
    staticDir: path.resolve(process.cwd(), process.env.PRIVATE_MEDIA_DIR ?? 'data/telechargements'),
    mimeTypes: ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff', 'application/zip'],
  },
  fields: [{ name: 'description', type: 'text', label: 'Description' }],
}
