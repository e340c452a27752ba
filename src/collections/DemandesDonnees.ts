import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'
import { DATE_HEURE } from '@/fields/dateHeure'

/**
 * The record of each personal-data request answered from « Données personnelles » (src/lib/donnees):
 * an export or an erasure, for which e-mail, by whom, when, and what it found or removed. Written by
 * the server only; admins read it.
 */
export const DemandesDonnees: CollectionConfig = {
  slug: 'demandes-donnees',
  labels: { singular: 'Demande sur les données', plural: 'Demandes sur les données' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['le', 'email', 'type', 'auteur'],
    group: 'Administration',
  },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-le',
  fields: [
    { name: 'email', type: 'email', label: 'E-mail', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'type',
      type: 'select',
      label: 'Demande',
      required: true,
      options: [
        { label: 'Export (accès, art. 15)', value: 'export' },
        { label: 'Effacement (art. 17)', value: 'effacement' },
      ],
      admin: { readOnly: true },
    },
    { name: 'le', type: 'date', label: 'Le', required: true, admin: { readOnly: true, date: DATE_HEURE } },
    { name: 'auteur', type: 'text', label: 'Traitée par', admin: { readOnly: true } },
    // What was found (export) or deleted and kept restricted (erasure), by kind.
    { name: 'bilan', type: 'json', label: 'Bilan', admin: { readOnly: true } },
  ],
}
