import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * Sign-in links to « Mes commandes » and the sessions they open (src/lib/espace/session.ts). A row is
 * created per link sent; its id is the nonce signed into the link and the session cookie, so the link is
 * single-use (`utiliseLe`, set by a compare-and-set) and « Se déconnecter » ends the session on the
 * server (`fermeeLe`). Only server code reads or writes it; rows are purged a day after they expire.
 */
export const AccesEspace: CollectionConfig = {
  slug: 'acces-espace',
  labels: { singular: 'Accès à l’espace client', plural: 'Accès à l’espace client' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['lienExpireLe'] }],
  fields: [
    { name: 'id', type: 'text', required: true },
    // The lower-case e-mail the link was asked for: the only orders the session can reach.
    { name: 'email', type: 'email', required: true },
    { name: 'lienExpireLe', type: 'date', required: true },
    { name: 'utiliseLe', type: 'date' },
    { name: 'sessionExpireLe', type: 'date' },
    { name: 'fermeeLe', type: 'date' },
  ],
}
