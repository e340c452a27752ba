import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'
import { DATE_HEURE } from '@/fields/dateHeure'

export const STATUTS_COURRIEL = [
  { label: 'À envoyer', value: 'a_envoyer' },
  { label: 'Envoyé', value: 'envoye' },
  { label: 'Échec définitif', value: 'echec_definitif' },
] as const

const lecture = { readOnly: true } as const
const sceau = { read: () => false, create: () => false, update: () => false }
const dateHeure = { readOnly: true, date: DATE_HEURE } as const

/**
 * Outbox: every transactional mail is recorded with the change that causes it, then sent and retried
 * with back-off until delivered (src/lib/courriel/courriels.ts). Only the application writes it; staff read
 * it to see what left, what is waiting and why: recipient, subject, state, errors, dates, never the body.
 */
export const Courriels: CollectionConfig = {
  slug: 'courriels',
  labels: { singular: 'Courriel', plural: 'Courriels' },
  admin: {
    useAsTitle: 'sujet',
    defaultColumns: ['destinataire', 'sujet', 'statut', 'tentatives', 'prochainEssai', 'envoyeLe'],
    group: 'Boutique',
    description:
      'Les e-mails envoyés par la boutique (reçus de commande…). Un envoi échoué est réessayé automatiquement, de plus en plus espacé. Leur contenu, qui porte des liens personnels, n’est lisible par personne.',
  },
  access: { read: admins, create: nobody, update: nobody, delete: admins },
  defaultSort: '-createdAt',
  // The drain's query: rows to send whose next attempt is due.
  indexes: [{ fields: ['statut', 'prochainEssai'] }],
  fields: [
    // The key is the row's id: a second recording of the same cause fails on the primary key, which
    // every store enforces at once (a unique index may still be building on a fresh MongoDB).
    { name: 'id', type: 'text', required: true, admin: { hidden: true } },
    {
      name: 'cle',
      type: 'text',
      label: 'Clé',
      required: true,
      unique: true,
      index: true,
      admin: {
        ...lecture,
        description:
          'Un seul courriel par clé (recu:<commande>)\u00a0: un événement rejoué n’en crée pas un second.',
      },
    },
    { name: 'destinataire', type: 'email', label: 'Destinataire', required: true, admin: lecture },
    { name: 'sujet', type: 'text', label: 'Sujet', required: true, admin: lecture },
    // The body, sealed (src/lib/courriel/scellement.ts): its links sign a customer in, open her files and
    // invoices. No role reads it, through any API; only the sender opens it (docs/decisions/0162).
    {
      name: 'texte',
      type: 'textarea',
      label: 'Texte',
      required: true,
      access: sceau,
      admin: { hidden: true },
    },
    { name: 'html', type: 'code', label: 'HTML', access: sceau, admin: { hidden: true, language: 'html' } },
    // Files the mail carries (the CGV's PDF on a receipt), by storage key: the sender reads their bytes
    // at each attempt, so a retry sends them again (src/lib/courriel/piecesJointes.ts).
    {
      name: 'piecesJointes',
      type: 'json',
      label: 'Pièces jointes',
      admin: { ...lecture, description: 'Nom et clé de stockage de chaque fichier joint.' },
    },
    {
      name: 'statut',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'a_envoyer',
      options: [...STATUTS_COURRIEL],
      index: true,
      admin: { ...lecture, position: 'sidebar' },
    },
    {
      name: 'tentatives',
      type: 'number',
      label: 'Tentatives',
      required: true,
      defaultValue: 0,
      min: 0,
      admin: { ...lecture, position: 'sidebar' },
    },
    {
      name: 'prochainEssai',
      type: 'date',
      label: 'Prochain essai',
      index: true,
      admin: { ...dateHeure, position: 'sidebar' },
    },
    { name: 'envoyeLe', type: 'date', label: 'Envoyé le', admin: { ...dateHeure, position: 'sidebar' } },
    { name: 'derniereErreur', type: 'text', label: 'Dernière erreur', admin: lecture },
  ],
}
