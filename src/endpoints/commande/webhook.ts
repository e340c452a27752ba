import type { Endpoint } from 'payload'

import { stripeWebhooks, type Stripe } from '@/lib/commande'
import { traiterEvenement } from '@/lib/panier'
import { BODY_LIMITS, BodyTooLarge, jsonError, readBody } from '@/lib/infra/http'
import { envoyerSansAttendre, siteUrl } from '@/lib/courriel'

/** POST /api/commande/webhook: Stripe events, signature checked on the raw body. */
export const webhookEndpoint: Endpoint = {
  path: '/commande/webhook',
  method: 'post',
  handler: async (req) => {
    const secret = process.env.STRIPE_WEBHOOK_SECRET?.trim()
    if (!secret) return jsonError(503, 'Le webhook de paiement n’est pas configuré (STRIPE_WEBHOOK_SECRET).')
    const signature = req.headers.get('stripe-signature')
    if (!signature) return jsonError(400, 'Signature Stripe absente.')
    // Read with its limit whatever Content-Length says (an absent one, a chunked body).
    let raw: string
    try {
      raw = new TextDecoder().decode(await readBody(req as Request, BODY_LIMITS.webhook))
    } catch (err) {
      if (err instanceof BodyTooLarge) return jsonError(413, 'Événement trop volumineux.')
      raw = ''
    }
    let event: Stripe.Event
    try {
      event = stripeWebhooks.constructEvent(raw, signature, secret)
    } catch {
      return jsonError(400, 'Signature Stripe invalide.')
    }
    const resultat = await traiterEvenement(req.payload, event, { siteUrl: siteUrl(req) })
    // The mails are recorded in the outbox with the change: Stripe gets its answer without waiting on
    // SMTP, and a failed send is retried by the periodic drain.
    envoyerSansAttendre(req.payload, resultat.courriels ?? [])
    return Response.json({ received: true, applied: resultat.applique })
  },
}
