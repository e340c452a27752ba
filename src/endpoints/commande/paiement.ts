import type { Endpoint } from 'payload'

import { paiementSchema, creerPaiement, MESSAGES_PAIEMENT } from '@/lib/commande/paiement'
import { stripeClient } from '@/lib/commande/stripe'
import { jsonError } from '@/lib/http/errors'
import { limiter } from '@/lib/http/limites'
import { readJson } from '@/lib/http/readJson'
import { siteUrl } from '@/lib/mail/site'

/** POST /api/commande/paiement `{slugs, email, consentementNumerique?}` → `{url}` of Stripe Checkout. */
export const paiementEndpoint: Endpoint = {
  path: '/commande/paiement',
  method: 'post',
  handler: async (req) => {
    const limite = limiter('paiement', req)
    if (limite) return limite
    const stripe = stripeClient()
    if (!stripe) return jsonError(503, MESSAGES_PAIEMENT.nonConfigure)
    const body = await readJson(req, paiementSchema)
    if (!body.ok) return body.response
    const { status, body: json } = await creerPaiement(req.payload, stripe, body.data, { siteUrl: siteUrl(req) })
    return Response.json(json, { status, headers: { 'Cache-Control': 'no-store' } })
  },
}
