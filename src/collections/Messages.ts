import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { admins } from '@/access/admins'

/** Contact form messages, created by /api/message. */
export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: { singular: 'Message', plural: 'Messages' },
  admin: {
    useAsTitle: 'sujet',
    defaultColumns: ['nom', 'email', 'sujet', 'statut', 'createdAt'],
    group: 'Boutique',
  },
  access: { read: admins, create: nobody, update: admins, delete: admins },
  defaultSort: '-createdAt',
  fields: [
    { name: 'nom', type: 'text', label: 'Nom', required: true, maxLength: 120 },
    { name: 'email', type: 'email', label: 'E-mail', required: true },
    { name: 'sujet', type: 'text', label: 'Sujet', maxLength: 200 },
    { name: 'message', type: 'textarea', label: 'Message', required: true, maxLength: 5000 },
    {
      name: 'statut',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'nouveau',
      options: [
        { label: 'Nouveau', value: 'nouveau' },
        { label: 'Traité', value: 'traite' },
      ],
    },
  ],
}
