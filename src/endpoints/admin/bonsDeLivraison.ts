import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { fulfilmentOnly } from '@/lib/auth'
import { BONS_MAX, bonsDeLivraison, genererBonsDeLivraison } from '@/lib/facture'
import { firstIssue, jsonError } from '@/lib/infra/http'

import { numeroDeRoute } from './numeroDeRoute'

const NUMERO = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'Un numéro de commande est invalide.')

/** `?numeros=MC-…&numeros=MC-…` (or one list separated by commas): the selection of « À expédier ». */
const selection = z
  .array(NUMERO)
  .min(1, 'Choisissez au moins une commande.')
  .max(BONS_MAX, `${BONS_MAX}\u00a0commandes au plus par impression.`)

async function repondre(req: PayloadRequest, numeros: string[], fichier: string): Promise<Response> {
  const r = await bonsDeLivraison(req.payload, numeros)
  if ('error' in r) return jsonError(r.status, r.error)
  const pdf = await genererBonsDeLivraison(r.bons)
  return new Response(pdf as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${fichier}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

/** GET /api/admin/commandes/{numero}/bon-de-livraison — one order's packing slip (no prices). */
const bonEndpoint: Endpoint = {
  path: '/admin/commandes/:numero/bon-de-livraison',
  method: 'get',
  handler: async (req) => {
    const refus = fulfilmentOnly(req)
    if (refus) return refus
    const numero = numeroDeRoute(req)
    if (!numero) return jsonError(404, 'Cette commande est introuvable.')
    return repondre(req, [numero], `bon-de-livraison-${numero.toUpperCase()}`)
  },
}

/** GET /api/admin/commandes/bons-de-livraison?numeros=… — one PDF, one page per order. */
const bonsEndpoint: Endpoint = {
  path: '/admin/commandes/bons-de-livraison',
  method: 'get',
  handler: async (req) => {
    const refus = fulfilmentOnly(req)
    if (refus) return refus
    const params = new URL(req.url ?? 'http://localhost').searchParams
    const numeros = params
      .getAll('numeros')
      .flatMap((n) => n.split(','))
      .map((n) => n.trim())
      .filter(Boolean)
    const lus = selection.safeParse(numeros)
    if (!lus.success) return jsonError(400, firstIssue(lus.error))
    return repondre(req, lus.data, 'bons-de-livraison')
  },
}

export const bonsDeLivraisonEndpoints: Endpoint[] = [bonEndpoint, bonsEndpoint]
