import type { Endpoint } from 'payload'

import { avoirEndpoint, factureEndpoint } from './facture'
import { paiementEndpoint } from './paiement'
import { telechargementEndpoint } from './telechargement'
import { webhookEndpoint } from './webhook'

export const commandeEndpoints: Endpoint[] = [
  paiementEndpoint,
  webhookEndpoint,
  telechargementEndpoint,
  factureEndpoint,
  avoirEndpoint,
]
