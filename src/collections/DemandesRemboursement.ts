import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * « Rembourser » requests already answered (src/lib/facture/remboursement/demandeRemboursement.ts): one row per order
 * and `Idempotency-Key`, with the body's fingerprint and the first answer, which a repeated key gets
 * again; without a key, the intent (order, body, time) whose Stripe idempotency key a repeat reuses.
 * Only server code reads or writes it; rows are purged after 30 days (on `createdAt`, which Payload
 * indexes).
 */
export const DemandesRemboursement: CollectionConfig = {
  slug: 'demandes-remboursement',
  labels: { singular: 'Demande de remboursement', plural: 'Demandes de remboursement' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'id', type: 'text', required: true },
    { name: 'numero', type: 'text', required: true },
    { name: 'empreinte', type: 'text', required: true },
    // The intent Stripe's idempotency key is derived from.
    { name: 'intention', type: 'text', required: true },
    { name: 'statutHttp', type: 'number' },
    { name: 'reponse', type: 'json' },
  ],
}
