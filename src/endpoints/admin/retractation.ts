import type { Endpoint } from 'payload'

import { adminOnly } from '@/lib/auth'
import { BODY_LIMITS, jsonError, readJson } from '@/lib/infra/http'
import { noter } from '@/lib/journal'
import { decisionSchema, deciderHorsDelai, MESSAGES_DECISION } from '@/lib/retractation'

import { numeroDeRoute } from './numeroDeRoute'

/** POST /api/admin/commandes/{numero}/retractation `{declaration, decision}` — the owner only: accept or
 *  refuse a statement received « hors délai » (src/lib/retractation/decision.ts). */
export const decisionRetractationEndpoint: Endpoint = {
  path: '/admin/commandes/:numero/retractation',
  method: 'post',
  handler: async (req) => {
    const refus = adminOnly(req)
    if (refus) return refus
    const numero = numeroDeRoute(req)
    if (!numero) return jsonError(404, MESSAGES_DECISION.introuvable)
    const corps = await readJson(req, decisionSchema, BODY_LIMITS.admin)
    if (!corps.ok) return corps.response
    const { status, body, commandeId } = await deciderHorsDelai(req.payload, numero, corps.data)
    if (status === 200 && commandeId !== undefined) {
      const { declaration, decision } = corps.data
      await noter(
        req,
        'commandes',
        String(commandeId),
        'decision-retractation',
        [{ champ: `declaration ${declaration}`, avant: 'hors délai', apres: decision }],
        `${numero} — rétractation hors délai n° ${declaration} ${decision === 'acceptee' ? 'acceptée' : 'refusée'}`,
      )
    }
    return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
  },
}
