import type { Where } from 'payload'

import type { Commande } from '@/payload-types'

/**
 * What the restriction of an order's data (GDPR art. 18, set by an erasure request on an invoiced order:
 * src/lib/donnees/effacement.ts) does to each processing of the shop (docs/decisions/0197). `arrete`:
 * the processing skips the order; `maintenu`: the law requires it (art. 18 §2: legal claims, an
 * obligation) or it is storage itself. Every processing asks `estRestreint`, nothing else reads the flag.
 */
export const TRAITEMENTS = {
  telechargement: { arrete: true, quoi: 'Liens de téléchargement des fichiers achetés' },
  espace: { arrete: true, quoi: 'Espace «\u00a0Mes commandes\u00a0» : commande montrée, lien de connexion' },
  'documents-client': { arrete: true, quoi: 'Liens de facture et d’avoir envoyés au client' },
  'mail-expedition': { arrete: true, quoi: 'E-mail d’expédition' },
  'mail-remboursement': { arrete: true, quoi: 'E-mail de remboursement (l’avoir est émis)' },
  'export-impression': { arrete: true, quoi: 'Liste des commandes à expédier (imprimeur, transporteur)' },
  'accuse-retractation': {
    arrete: false,
    quoi: 'Accusé de réception d’une rétractation (L221-21, obligatoire)',
  },
  comptabilite: {
    arrete: false,
    quoi: 'Factures, avoirs, journal des ventes, conservation puis purge (L123-22)',
  },
} as const satisfies Record<string, { arrete: boolean; quoi: string }>

export type Traitement = keyof typeof TRAITEMENTS

type Restreignable = Pick<Commande, 'donneesRestreintes'> | null | undefined

/** Whether `traitement` must leave this order alone: its data is restricted and the processing is not
 *  one the law requires. */
export function estRestreint(commande: Restreignable, traitement: Traitement): boolean {
  return Boolean(commande?.donneesRestreintes) && TRAITEMENTS[traitement].arrete
}

/** The same rule as a query: the orders `traitement` may read. */
export function commandesPermises(traitement: Traitement): Where {
  // Rows written before the flag hold no value: an inequality would drop them in SQL.
  return TRAITEMENTS[traitement].arrete
    ? { or: [{ donneesRestreintes: { equals: false } }, { donneesRestreintes: { exists: false } }] }
    : {}
}
