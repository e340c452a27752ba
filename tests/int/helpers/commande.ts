import type { Payload } from 'payload'

import { prochainNumero } from '@/lib/commande/numero'
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

/** A paid order of `client`, numbered as the checkout numbers it, billed to an address in Paris: what
 *  the documents' tests issue invoices and credit notes for. */
export const commandePayee = async (
  payload: Payload,
  client: string,
  extra: Partial<Commande> = {},
): Promise<Commande> =>
  creerCommande(payload, await prochainNumero(payload), 'payee', {
    email: `${client.toLowerCase()}@example.fr`,
    payeeLe: new Date().toISOString(),
    facturation: { nom: client, ligne1: '1 rue de la Paix', codePostal: '75002', ville: 'Paris', pays: 'FR' },
    ...extra,
  })
