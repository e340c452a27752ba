import type { Field } from 'payload'

import { systemOnly } from '@/access/systemOnly'

import { dateSysteme } from './dateSysteme'
import { lienDocument } from './lienDocument'
import { enEuros } from './montants'

// Remboursement: only through « Rembourser » (or a refund made in Stripe's dashboard), which call
// Stripe first (src/lib/facture/remboursement/remboursement.ts); never typed by hand.
export const remboursement: Field[] = [
  dateSysteme('rembourseeLe', 'Remboursée le'),
  {
    name: 'montantRembourse',
    type: 'number',
    label: 'Montant remboursé',
    min: 0,
    access: systemOnly,
    // In euros on the order page (FicheCommande), with what is left.
    admin: { readOnly: true, position: 'sidebar', components: enEuros },
  },
  {
    name: 'remboursementStripe',
    type: 'text',
    label: 'Remboursement Stripe',
    access: systemOnly,
    admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.remboursementStripe) },
  },
  {
    // Given once with the refund (src/lib/facture/avoir.ts), never changed.
    name: 'numeroAvoir',
    type: 'text',
    label: 'Numéro d’avoir',
    unique: true,
    index: true,
    access: systemOnly,
    admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.numeroAvoir) },
  },
  dateSysteme('avoirLe', 'Avoir émis le'),
  lienDocument('avoir', 'numeroAvoir', 'Avoir (PDF)', 'Lien signé vers l’avoir'),
  {
    // One credit note per refund (src/lib/facture/avoirRemboursement.ts); `numeroAvoir` above is the
    // single one of orders refunded before.
    name: 'avoirs',
    type: 'join',
    label: 'Avoirs',
    collection: 'avoirs',
    on: 'commande',
    defaultSort: 'le',
    // Listed with their PDFs by the order page (FicheCommande).
    admin: { defaultColumns: ['numero', 'montant', 'le'], allowCreate: false, hidden: true },
  },
]
