import type { Payload } from 'payload'

import type { Commande } from '@/payload-types'

/** An order of one 12,00 € digital item, written as the checkout and the webhook leave it. */
export const creerCommande = (
  payload: Payload,
  numero: string,
  statut: Commande['statut'],
  extra: Partial<Commande> = {},
): Promise<Commande> =>
  payload.create({
    collection: 'commandes',
    data: {
      numero,
      email: `${numero.toLowerCase()}@example.fr`,
      lignes: [{ slug: 'respirer', titre: 'Respirer', prix: 1200, livraison: 'numerique' }],
      sousTotal: 1200,
      fraisDePort: 0,
      total: 1200,
      devise: 'eur',
      statut,
      ...extra,
    } as never,
    overrideAccess: true,
    depth: 0,
  })
