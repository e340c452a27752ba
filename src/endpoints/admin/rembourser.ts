import type { Endpoint } from 'payload'
import { z } from 'zod'

import { adminOnly } from '@/lib/auth'
import { lireCleIdempotence, MESSAGES_DEMANDE, traiterDemandeRemboursement } from '@/lib/facture'
import { stripeClient } from '@/lib/commande'
import { BODY_LIMITS, jsonError, readJson } from '@/lib/infra/http'
import { noterRemboursement } from '@/lib/journal'
import { envoyerSansAttendre, siteUrl } from '@/lib/courriel'

import { numeroDeRoute } from './numeroDeRoute'

const FORME =
  'Le corps attendu est vide (toute la commande), ou { "lignes": [{ "id" ou "index", "exemplaires" }] }, { "livraison": true } et { "montant": centimes }, seuls ou ensemble.'
const EXEMPLAIRES = 'Le nombre d’exemplaires est un entier d’au moins 1.'

/** A line: its id (alone, or with the copies), or its index in the order (0 first). */
const ligne = z.union(
  [
    z.string().min(1).max(64),
    z
      .strictObject({
        id: z.string().min(1).max(64).optional(),
        index: z.number().int().min(0).max(199).optional(),
        exemplaires: z
          .number({ error: EXEMPLAIRES })
          .int(EXEMPLAIRES)
          .min(1, EXEMPLAIRES)
          .max(100)
          .optional(),
      })
      .refine((l) => (l.id === undefined) !== (l.index === undefined), {
        error: 'Chaque ligne se désigne par son identifiant ou par son index, l’un des deux.',
      }),
  ],
  { error: 'Chaque ligne est un identifiant, ou { "id" ou "index", "exemplaires" }.' },
)

/** Nothing (the whole order), or any mix of chosen lines (copies), the shipping and an amount in cents. */
const demande = z.strictObject(
  {
    lignes: z
      .array(ligne, { error: 'Les lignes sont une liste.' })
      .min(1, 'Choisissez au moins une ligne à rembourser.')
      .max(200)
      .optional(),
    livraison: z
      .literal(true, { error: 'Pour rembourser la livraison, envoyez «\u00a0livraison\u00a0: true\u00a0».' })
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

/** POST /api/admin/commandes/{numero}/rembourser — the owner only, one refund per intent: an `Idempotency-Key`
 *  header, else the request itself (src/lib/facture/remboursement/demandeRemboursement.ts). */
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
