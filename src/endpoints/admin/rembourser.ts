import type { Endpoint } from 'payload'
import { z } from 'zod'

import { adminOnly } from '@/lib/admin/guard'
import {
  lireCleIdempotence,
  MESSAGES_DEMANDE,
  traiterDemandeRemboursement,
} from '@/lib/commande/demandeRemboursement'
import { stripeClient } from '@/lib/commande/stripe'
import { jsonError } from '@/lib/http/errors'
import { BODY_LIMITS } from '@/lib/http/body'
import { readJson } from '@/lib/http/readJson'
import { noterRemboursement } from '@/lib/journal/remboursement'
import { envoyerSansAttendre } from '@/lib/mail/courriels'
import { siteUrl } from '@/lib/mail/site'

import { numeroDeRoute } from './numeroDeRoute'

const FORME =
  'Le corps attendu est vide (toute la commande), { "lignes": [identifiants] } ou { "montant": centimes }.'

/** Nothing (the whole order), chosen lines (their ids) or an amount in cents: one of them. */
const demande = z
  .strictObject(
    {
      lignes: z
        .array(z.string().min(1).max(64), { error: 'Les lignes sont une liste d’identifiants de lignes.' })
        .min(1, 'Choisissez au moins une ligne à rembourser.')
        .max(200)
        .optional(),
      montant: z
        .number({ error: 'Le montant est un nombre entier de centimes.' })
        .int('Le montant est un nombre entier de centimes.')
        .min(1, 'Le montant à rembourser est d’au moins 1\u00a0centime.')
        .max(100_000_000)
        .optional(),
    },
    { error: FORME },
  )
  .refine((d) => d.lignes === undefined || d.montant === undefined, {
    error: 'Choisissez des lignes ou un montant, pas les deux.',
  })

/** POST /api/admin/commandes/{numero}/rembourser — the owner only, one refund per intent: an `Idempotency-Key`
 *  header, else the request itself (src/lib/commande/demandeRemboursement.ts). */
export const rembourserEndpoint: Endpoint = {
  path: '/admin/commandes/:numero/rembourser',
  method: 'post',
  handler: async (req) => {
    const refus = adminOnly(req)
    if (refus) return refus
    const numero = numeroDeRoute(req)
    if (!numero) return jsonError(404, 'Cette commande est introuvable.')
    const cle = lireCleIdempotence(req.headers)
    if (cle === false) return jsonError(400, MESSAGES_DEMANDE.cle)
    const corps = await readJson(req, demande, BODY_LIMITS.admin)
    if (!corps.ok) return corps.response
    const { status, body, courriels, rejouee } = await traiterDemandeRemboursement(
      req.payload,
      stripeClient(),
      numero,
      corps.data,
      { cle, siteUrl: siteUrl(req) },
    )
    envoyerSansAttendre(req.payload, courriels ?? [])
    if (status === 200 && !rejouee) await noterRemboursement(req, numero, body)
    return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
  },
}
