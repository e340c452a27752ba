import type { Endpoint } from 'payload'

import { fulfilmentOnly } from '@/lib/auth'
import { demandeLivree, MESSAGES_LIVREE, marquerLivree } from '@/lib/commande'
import { BODY_LIMITS, jsonError, readJson } from '@/lib/infra/http'

import { numeroDeRoute } from './numeroDeRoute'

/** POST /api/admin/commandes/{numero}/livree `{ le? }` — « Livrée » (src/lib/commande/livree.ts). */
export const livreeEndpoint: Endpoint = {
  path: '/admin/commandes/:numero/livree',
  method: 'post',
  handler: async (req) => {
    const refus = fulfilmentOnly(req)
    if (refus) return refus
    const numero = numeroDeRoute(req)
    if (!numero) return jsonError(404, MESSAGES_LIVREE.introuvable)
    const corps = await readJson(req, demandeLivree, BODY_LIMITS.admin)
    if (!corps.ok) return corps.response
    const { status, body } = await marquerLivree(req, numero, corps.data.le)
    return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
  },
}
