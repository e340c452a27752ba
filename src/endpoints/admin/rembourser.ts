import type { Endpoint } from 'payload'
import { z } from 'zod'

import { staffOnly } from '@/lib/admin/guard'
import { rembourserCommande } from '@/lib/commande/remboursement'
import { stripeClient } from '@/lib/commande/stripe'
import { jsonError } from '@/lib/http/errors'
import { BODY_LIMITS } from '@/lib/http/body'
import { readJson } from '@/lib/http/readJson'
import { envoyerSansAttendre } from '@/lib/mail/courriels'
import { siteUrl } from '@/lib/mail/site'

const NUMERO = /^[A-Za-z0-9-]{1,40}$/

/** The whole order is refunded: no body, or an empty object. */
const corpsVide = z
  .record(z.string(), z.unknown(), { error: 'Le corps attendu est vide, ou {}.' })
  .refine(
    (o) => Object.keys(o).length === 0,
    'Le remboursement porte sur toute la commande\u00a0: le corps de la requête doit être vide.',
  )

/** POST /api/admin/commandes/{numero}/rembourser — staff only, idempotent (src/lib/commande/remboursement.ts). */
export const rembourserEndpoint: Endpoint = {
  path: '/admin/commandes/:numero/rembourser',
  method: 'post',
  handler: async (req) => {
    const refus = staffOnly(req)
    if (refus) return refus
    const numero = String(req.routeParams?.numero ?? '')
    if (!NUMERO.test(numero)) return jsonError(404, 'Cette commande est introuvable.')
    const corps = await readJson(req, corpsVide, BODY_LIMITS.admin)
    if (!corps.ok) return corps.response
    const { status, body, courriels } = await rembourserCommande(req.payload, stripeClient(), numero, {
      siteUrl: siteUrl(req),
    })
    envoyerSansAttendre(req.payload, courriels ?? [])
    return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
  },
}
