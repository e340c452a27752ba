import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { staff } from '@/access/staff'
import { DATE_HEURE } from '@/fields/dateHeure'

/** Newsletter subscribers, double opt-in: created by /api/abonnement, confirmed by the mailed link. */
export const Abonnes: CollectionConfig = {
  slug: 'abonnes',
  labels: { singular: 'Abonné', plural: 'Abonnés' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'statut', 'consentementLe'], group: 'Boutique' },
  access: { read: staff, create: nobody, update: staff, delete: staff },
  fields: [
    { name: 'email', type: 'email', label: 'E-mail', required: true, unique: true, index: true },
    {
      name: 'statut',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'en_attente',
      options: [
        { label: 'En attente de confirmation', value: 'en_attente' },
        { label: 'Confirmé', value: 'confirme' },
        { label: 'Désabonné', value: 'desabonne' },
      ],
    },
    { name: 'consentementLe', type: 'date', label: 'Consentement le', admin: { date: DATE_HEURE } },
  ],
}
