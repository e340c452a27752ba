import type { CollectionConfig, TextField } from 'payload'

import { admins } from '@/access/admins'
import { DATE_HEURE } from '@/fields/dateHeure'
import { nobody } from '@/access/nobody'
import { staff } from '@/access/staff'
import { LIVRAISONS, STATUTS_COMMANDE } from '@/lib/constants'
import { cheminDocument, type Document } from '@/lib/facture/jeton'
import {
  annoncerExpedition,
  nettoyerNumeroSuivi,
  preparerExpedition,
  validerNumeroSuivi,
} from '@/lib/commande/expedition'
import { OPTIONS_TRANSPORTEUR } from '@/lib/commande/transporteurs'
import { refuserRemboursementManuel } from '@/lib/commande/remboursement'
import { refuserSiFacturee } from '@/lib/facture/suppression'
import { siteUrl } from '@/lib/mail/site'

const euros = (name: string, label: string) =>
  ({
    name,
    type: 'number',
    label: `${label} (centimes)`,
    required: true,
    min: 0,
    admin: { readOnly: true },
  }) as const

/** The signed link to an order's invoice or credit note, shown once its number exists. Not stored:
 *  a fresh link, valid a year, each time staff open the order. */
const lienDocument = (
  document: Document,
  champNumero: 'numeroFacture' | 'numeroAvoir',
  label: string,
  lien: string,
): TextField => ({
  name: document === 'facture' ? 'lienFacture' : 'lienAvoir',
  type: 'text',
  label,
  virtual: true,
  access: { create: () => false, update: () => false },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: `${lien}, valable un an à partir de maintenant.`,
    condition: (data) => Boolean(data?.[champNumero]),
  },
  hooks: {
    afterRead: [
      ({ data, req }) =>
        data?.[champNumero] && data.id !== undefined
          ? `${siteUrl(req)}${cheminDocument(document, data.id)}`
          : undefined,
    ],
  },
})

/** A date the system writes once (payment, shipping, refund, credit note): read-only in the sidebar,
 *  shown once set. */
const dateSysteme = (name: string, label: string) =>
  ({
    name,
    type: 'date',
    label,
    access: { create: () => false, update: () => false },
    admin: {
      readOnly: true,
      position: 'sidebar',
      date: DATE_HEURE,
      condition: (data: Record<string, unknown> | undefined) => Boolean(data?.[name]),
    },
  }) as const

/** Orders are created only by the payment endpoint; staff follow them up (shipping, refunds). */
export const Commandes: CollectionConfig = {
  slug: 'commandes',
  labels: { singular: 'Commande', plural: 'Commandes' },
  admin: {
    useAsTitle: 'numero',
    defaultColumns: ['numero', 'email', 'total', 'statut', 'createdAt'],
    group: 'Boutique',
  },
  access: { read: staff, create: nobody, update: staff, delete: admins },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [refuserRemboursementManuel, preparerExpedition],
    afterChange: [annoncerExpedition],
    beforeDelete: [refuserSiFacturee],
  },
  fields: [
    {
      name: 'numero',
      type: 'text',
      label: 'Numéro',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    { name: 'email', type: 'email', label: 'E-mail', required: true },
    {
      name: 'lignes',
      type: 'array',
      label: 'Lignes',
      labels: { singular: 'Ligne', plural: 'Lignes' },
      minRows: 1,
      admin: { readOnly: true },
      fields: [
        { name: 'slug', type: 'text', label: 'Identifiant', required: true },
        { name: 'titre', type: 'text', label: 'Titre', required: true },
        { name: 'prix', type: 'number', label: 'Prix (centimes)', required: true, min: 0 },
        { name: 'livraison', type: 'select', label: 'Livraison', required: true, options: [...LIVRAISONS] },
        { name: 'produit', type: 'relationship', label: 'Produit', relationTo: 'produits' },
      ],
    },
    {
      type: 'row',
      fields: [
        euros('sousTotal', 'Sous-total'),
        euros('fraisDePort', 'Frais de port'),
        euros('total', 'Total'),
      ],
    },
    // Recorded by the webhook from what Stripe actually charged (promotion code entered on its page);
    // `total` is then the amount paid.
    {
      type: 'row',
      fields: [
        {
          name: 'remise',
          type: 'number',
          label: 'Remise',
          min: 0,
          defaultValue: 0,
          access: { create: () => false, update: () => false },
          admin: { readOnly: true, description: 'En centimes, déjà déduite du total.' },
        },
        {
          name: 'codePromo',
          type: 'text',
          label: 'Code promo',
          access: { create: () => false, update: () => false },
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'devise',
      type: 'text',
      label: 'Devise',
      defaultValue: 'eur',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'statut',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'en_attente',
      options: [...STATUTS_COMMANDE],
      index: true,
      admin: {
        position: 'sidebar',
        description:
          'Pour passer une commande payée en «\u00a0Expédiée\u00a0», choisissez le transporteur et saisissez le numéro de suivi\u00a0: le client reçoit alors un e-mail avec le lien de suivi. Pour rembourser, utilisez le bouton «\u00a0Rembourser\u00a0».',
      },
    },
    // Remboursement: only through « Rembourser » (or a refund made in Stripe's dashboard), which call
    // Stripe first (src/lib/commande/remboursement.ts); never typed by hand.
    {
      name: 'rembourser',
      type: 'ui',
      label: 'Rembourser',
      admin: {
        position: 'sidebar',
        components: { Field: '/admin/components/BoutonRembourser#BoutonRembourser' },
      },
    },
    dateSysteme('rembourseeLe', 'Remboursée le'),
    {
      name: 'montantRembourse',
      type: 'number',
      label: 'Montant remboursé (centimes)',
      min: 0,
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (data) => typeof data?.montantRembourse === 'number',
      },
    },
    {
      name: 'remboursementStripe',
      type: 'text',
      label: 'Remboursement Stripe',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.remboursementStripe) },
    },
    {
      // Given once with the refund (src/lib/facture/avoir.ts), never changed.
      name: 'numeroAvoir',
      type: 'text',
      label: 'Numéro d’avoir',
      unique: true,
      index: true,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.numeroAvoir) },
    },
    dateSysteme('avoirLe', 'Avoir émis le'),
    lienDocument('avoir', 'numeroAvoir', 'Avoir (PDF)', 'Lien signé vers l’avoir'),
    // Expédition: staff fill these when the parcel leaves (src/lib/commande/expedition.ts).
    {
      name: 'transporteur',
      type: 'select',
      label: 'Transporteur',
      options: OPTIONS_TRANSPORTEUR,
      admin: { position: 'sidebar' },
    },
    {
      name: 'numeroSuivi',
      type: 'text',
      label: 'Numéro de suivi',
      maxLength: 40,
      hooks: { beforeValidate: [nettoyerNumeroSuivi] },
      validate: validerNumeroSuivi,
      admin: { position: 'sidebar' },
    },
    // Dated once by the hook that checks the move to « Expédiée », never by hand.
    dateSysteme('expedieeLe', 'Expédiée le'),
    {
      name: 'stripeSessionId',
      type: 'text',
      label: 'Session Stripe',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'adresseLivraison',
      type: 'group',
      label: 'Adresse de livraison',
      fields: [
        { name: 'nom', type: 'text', label: 'Nom' },
        { name: 'ligne1', type: 'text', label: 'Adresse' },
        { name: 'ligne2', type: 'text', label: 'Complément' },
        { name: 'codePostal', type: 'text', label: 'Code postal' },
        { name: 'ville', type: 'text', label: 'Ville' },
        { name: 'pays', type: 'text', label: 'Pays' },
      ],
    },
    {
      name: 'facturation',
      type: 'group',
      label: 'Facturation',
      admin: {
        description:
          'Société et numéro de TVA donnés au paiement\u00a0; nom et adresse repris de Stripe au paiement.',
      },
      fields: [
        { name: 'societe', type: 'text', label: 'Société', maxLength: 200 },
        { name: 'numeroTva', type: 'text', label: 'N° de TVA intracommunautaire', maxLength: 20 },
        { name: 'nom', type: 'text', label: 'Nom' },
        { name: 'ligne1', type: 'text', label: 'Adresse' },
        { name: 'ligne2', type: 'text', label: 'Complément' },
        { name: 'codePostal', type: 'text', label: 'Code postal' },
        { name: 'ville', type: 'text', label: 'Ville' },
        { name: 'pays', type: 'text', label: 'Pays' },
      ],
    },
    {
      name: 'payeeLe',
      type: 'date',
      label: 'Payée le',
      admin: { readOnly: true, position: 'sidebar', date: DATE_HEURE },
    },
    {
      // Given once by the webhook that records the payment (src/lib/facture/numero.ts), never changed.
      name: 'numeroFacture',
      type: 'text',
      label: 'Numéro de facture',
      unique: true,
      index: true,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'factureLe',
      type: 'date',
      label: 'Facturée le',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar', date: DATE_HEURE },
    },
    lienDocument('facture', 'numeroFacture', 'Facture (PDF)', 'Lien signé vers la facture'),
    {
      // Stored with the payment: Stripe's refunds and its charge.refunded events name the payment intent.
      name: 'stripePaymentIntentId',
      type: 'text',
      label: 'Paiement Stripe',
      index: true,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'expireeLe',
      type: 'date',
      label: 'Expirée le',
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: DATE_HEURE,
        description:
          'Annulée faute de paiement après 24\u00a0h\u00a0; un paiement reçu ensuite la marque tout de même payée.',
      },
    },
    {
      // Set once by the webhook that counts the sales, so a redelivered event never counts them twice.
      name: 'ventesComptees',
      type: 'checkbox',
      defaultValue: false,
      access: { create: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
}
