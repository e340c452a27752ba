import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'
import { DATE_HEURE } from '@/fields/dateHeure'
import { planifierScellement, refuserModification, refuserSuppression } from '@/lib/journal'

/**
 * The staff audit trail: who changed which order, product, setting or account, when, and each field
 * before and after (src/lib/journal). Append-only: no role creates, edits or deletes an entry over any
 * API, and the collection's own hooks refuse every update and delete, even the server's
 * (overrideAccess). Entries are written only by the audited collections' hooks. Admins read it.
 */
export const Journal: CollectionConfig = {
  slug: 'journal',
  labels: { singular: 'Entrée du journal', plural: 'Journal des modifications' },
  admin: {
    useAsTitle: 'resume',
    defaultColumns: ['createdAt', 'auteur', 'cible', 'action', 'resume'],
    group: 'Administration',
    description: 'Qui a modifié quoi, et quand. Le journal ne se modifie ni ne se supprime.',
  },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [refuserModification],
    // Sealed into the hash chain once the writing request has committed (src/lib/journal/sceau.ts).
    afterChange: [({ req }) => planifierScellement(req.payload)],
    beforeDelete: [refuserSuppression],
  },
  fields: [
    // « Annuler cette modification » on a lot's entry, first thing on its screen (src/lib/admin/lots/lot.ts).
    {
      name: 'annulation',
      type: 'ui',
      label: 'Annuler',
      admin: { components: { Field: '/admin/components/AnnulerLot#AnnulerLot' } },
    },
    { name: 'auteur', type: 'text', label: 'Auteur', required: true, admin: { readOnly: true } },
    { name: 'auteurId', type: 'text', label: 'Compte', admin: { readOnly: true, hidden: true } },
    {
      name: 'cible',
      type: 'select',
      label: 'Objet',
      required: true,
      index: true,
      options: [
        { label: 'Commande', value: 'commandes' },
        { label: 'Produit', value: 'produits' },
        { label: 'Compte', value: 'users' },
        { label: 'Réglages', value: 'reglages' },
        // Lots (bulk edit, price rule, import: src/lib/admin/lots/lot.ts) may target any catalogue collection.
        { label: 'Audience', value: 'audiences' },
        { label: 'Collection d’affiches', value: 'collections' },
        { label: 'Thèmes', value: 'themes' },
        { label: 'Mots-clés', value: 'mots-cles' },
        { label: 'Langues', value: 'langues' },
        { label: 'FAQ', value: 'faq' },
      ],
      admin: { readOnly: true },
    },
    { name: 'cibleId', type: 'text', label: 'Identifiant', index: true, admin: { readOnly: true } },
    {
      name: 'action',
      type: 'select',
      label: 'Action',
      required: true,
      options: [
        { label: 'Création', value: 'creation' },
        { label: 'Modification', value: 'modification' },
        { label: 'Suppression', value: 'suppression' },
        { label: 'Remboursement', value: 'remboursement' },
        { label: 'Décision de rétractation', value: 'decision-retractation' },
        { label: 'Modification groupée', value: 'lot' },
        { label: 'Annulation', value: 'annulation' },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'nature',
      type: 'select',
      label: 'Nature',
      index: true,
      options: [
        { label: 'Édition groupée', value: 'edition-groupee' },
        { label: 'Ajustement des prix', value: 'ajustement-prix' },
        { label: 'Import', value: 'import' },
        { label: 'Annulation', value: 'annulation' },
      ],
      admin: { readOnly: true, condition: (data) => Boolean(data?.nature) },
    },
    {
      // The lot this entry undoes: unique, so a lot is undone once even by two clicks at the same time.
      name: 'annule',
      type: 'text',
      label: 'Annule l’entrée',
      unique: true,
      admin: { readOnly: true, condition: (data) => Boolean(data?.annule) },
    },
    { name: 'resume', type: 'text', label: 'Résumé', admin: { readOnly: true } },
    // [{ champ, avant, apres }]: amounts in cents, as stored. A lot: { avant: [{ id, valeurs }], crees }.
    { name: 'changements', type: 'json', label: 'Changements', admin: { readOnly: true } },
    {
      name: 'le',
      type: 'date',
      label: 'Le',
      required: true,
      admin: { readOnly: true, date: DATE_HEURE },
    },
    // The hash chain (src/lib/journal/sceau.ts): written by the sealer alone, never by a form.
    {
      name: 'rang',
      type: 'number',
      label: 'Rang dans la chaîne',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'precedente',
      type: 'text',
      label: 'Empreinte précédente',
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'empreinte',
      type: 'text',
      label: 'Empreinte (SHA-256)',
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'suivante', type: 'text', label: 'Entrée suivante', admin: { readOnly: true, hidden: true } },
  ],
}
