import type { GlobalConfig } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * This database's own identifier, written once at its first start (src/lib/infra/database/installation.ts) and
 * carried by `npm run db:transfer`: signed links, stored invoices and Stripe idempotency keys name it,
 * so that a reset or restored database, whose orders reuse ids and numbers, never serves or replays
 * another database's documents. Server-side only.
 */
export const Installation: GlobalConfig = {
  slug: 'installation',
  label: 'Installation',
  admin: { hidden: true },
  access: { read: nobody, update: nobody },
  fields: [{ name: 'identifiant', type: 'text', label: 'Identifiant', admin: { readOnly: true } }],
}
