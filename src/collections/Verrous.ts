import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * Locks shared by every instance (src/lib/infra/concurrency/lock.ts): a row per held lock, its id the lock's
 * name, so that a second holder fails on the primary key, which every store enforces at once. A holder
 * that died leaves its row to be taken over once `expireLe` has passed. Only server code reads or writes it.
 */
export const Verrous: CollectionConfig = {
  slug: 'verrous',
  labels: { singular: 'Verrou', plural: 'Verrous' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'id', type: 'text', required: true },
    // Whose hold it is: a release or a take-over touches only the hold it read.
    { name: 'jeton', type: 'text', required: true },
    { name: 'expireLe', type: 'date', required: true },
  ],
}
