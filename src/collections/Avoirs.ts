import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { admins } from '@/access/admins'
import { DATE_HEURE } from '@/fields/dateHeure'

/** Stored in cents, read in euros (« 12,00 € »): the note is never edited. */
const MONTANT_EUROS = {
  Field: {
    path: '/admin/fields/ChampEuros#ChampEuros',
    clientProps: { min: 0, max: 100_000_000, requis: false },
  },
  Cell: '/admin/fields/CelluleEuros#CelluleEuros',
}

/**
 * One credit note per refund (src/lib/facture/avoirRemboursement.ts): written by the shop's code only
 * (local API), read by staff. Keyed by the Stripe refund it documents, so a refund never has two.
 */
export const Avoirs: CollectionConfig = {
  slug: 'avoirs',
  labels: { singular: 'Avoir', plural: 'Avoirs' },
  admin: {
    useAsTitle: 'numero',
    defaultColumns: ['numero', 'commande', 'montant', 'le'],
    group: 'Boutique',
  },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-le',
  fields: [
    { name: 'numero', type: 'text', label: 'Numéro', required: true, unique: true, index: true },
    {
      name: 'le',
      type: 'date',
      label: 'Émis le',
      required: true,
      admin: { date: DATE_HEURE },
    },
    {
      name: 'commande',
      type: 'relationship',
      relationTo: 'commandes',
      label: 'Commande',
      required: true,
      index: true,
    },
    {
      name: 'cle',
      type: 'text',
      label: 'Remboursement Stripe',
      required: true,
      unique: true,
      index: true,
    },
    // Where its PDF is stored and the sha256 of its bytes, recorded when written: a link serves only
    // the file that still hashes to it (src/lib/facture/avoirParJeton.ts).
    { name: 'fichier', type: 'text', label: 'Fichier', admin: { readOnly: true } },
    { name: 'sha256', type: 'text', label: 'Empreinte SHA-256', admin: { readOnly: true } },
    {
      name: 'montant',
      type: 'number',
      label: 'Montant',
      required: true,
      min: 1,
      admin: { readOnly: true, components: MONTANT_EUROS },
    },
    { name: 'rembourseLe', type: 'date', label: 'Remboursé le', admin: { date: DATE_HEURE } },
    {
      name: 'lignes',
      type: 'array',
      label: 'Lignes',
      labels: { singular: 'Ligne', plural: 'Lignes' },
      fields: [
        { name: 'ligne', type: 'text', label: 'Ligne de la commande' },
        { name: 'designation', type: 'text', label: 'Désignation', required: true },
        {
          name: 'montant',
          type: 'number',
          label: 'Montant',
          required: true,
          admin: { readOnly: true, components: MONTANT_EUROS },
        },
        // The order line's copies this refund credits (none: the whole line, as before copies).
        { name: 'exemplaires', type: 'number', label: 'Exemplaires', min: 1 },
        {
          name: 'nature',
          type: 'select',
          label: 'Nature',
          required: true,
          options: [
            { label: 'Bien', value: 'bien' },
            { label: 'Service', value: 'service' },
            { label: 'Port', value: 'port' },
          ],
        },
      ],
    },
  ],
}
