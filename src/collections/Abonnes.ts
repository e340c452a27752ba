import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { admins } from '@/access/admins'
import { DATE_HEURE } from '@/fields/dateHeure'

/** Newsletter subscribers, double opt-in: created by /api/abonnement, confirmed by the mailed link. */
export const Abonnes: CollectionConfig = {
  slug: 'abonnes',
  labels: { singular: 'Abonné', plural: 'Abonnés' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'statut', 'consentementLe'], group: 'Boutique' },
  access: { read: admins, create: nobody, update: admins, delete: admins },
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
