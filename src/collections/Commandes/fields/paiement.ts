import type { Field, TextField } from 'payload'

import { systemOnly } from '@/access/systemOnly'
import { DATE_HEURE } from '@/fields/dateHeure'

import { lienDocument } from './lienDocument'

export const sessionStripe: TextField = {
  name: 'stripeSessionId',
  type: 'text',
  label: 'Session Stripe',
  unique: true,
  index: true,
  admin: { readOnly: true, position: 'sidebar' },
}

/** What the webhook records with the payment: date, invoice, Stripe's payment, the 24 h expiry. */
export const paiement: Field[] = [
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
    access: systemOnly,
    admin: { readOnly: true, position: 'sidebar' },
  },
  {
    name: 'factureLe',
    type: 'date',
    label: 'Facturée le',
    access: systemOnly,
    admin: { readOnly: true, position: 'sidebar', date: DATE_HEURE },
  },
  lienDocument('facture', 'numeroFacture', 'Facture (PDF)', 'Lien signé vers la facture'),
  {
    // The seller and VAT regime the invoice was issued under, frozen with it: its credit notes follow
    // them whatever the settings say later (src/lib/facture/facture.ts, vendeurFige).
    name: 'vendeurFacture',
    type: 'json',
    label: 'Vendeur de la facture',
    access: systemOnly,
    admin: { readOnly: true, hidden: true },
  },
  {
    // The VAT treatment the checkout priced (an EU business buyer pays net prices): the invoice follows
    // it (src/lib/tva/regime.ts, docs/decisions/0193).
    name: 'regimeTva',
    type: 'json',
    label: 'Régime de TVA du paiement',
    access: systemOnly,
    admin: { readOnly: true, hidden: true },
  },
  {
    // Stored with the payment: Stripe's refunds and its charge.refunded events name the payment intent.
    name: 'stripePaymentIntentId',
    type: 'text',
    label: 'Paiement Stripe',
    index: true,
    access: systemOnly,
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
    access: systemOnly,
    admin: { hidden: true },
  },
]
