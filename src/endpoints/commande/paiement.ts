import { paiementSchema, creerPaiement, MESSAGES_PAIEMENT } from '@/lib/panier'
import { stripeClient } from '@/lib/commande'
import { jsonError } from '@/lib/infra/http'
import { siteUrl } from '@/lib/courriel'

import { postPublic } from '../formulaire'

/** POST /api/commande/paiement `{slugs, email, consentementNumerique?}` → `{url}` of Stripe Checkout. */
export const paiementEndpoint = postPublic({
  path: '/commande/paiement',
  action: 'paiement',
  schema: paiementSchema,
  avant: () => (stripeClient() ? null : jsonError(503, MESSAGES_PAIEMENT.nonConfigure)),
  traiter: async (req, data) => {
    const { status, body } = await creerPaiement(req.payload, stripeClient()!, data, {
      siteUrl: siteUrl(req),
    })
    return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
  },
})
