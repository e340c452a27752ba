import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { staffOnly } from '@/lib/auth'
import {
  ajusterPrix,
  annulerLot,
  demandeAjustement,
  demandeEditionGroupee,
  editerSelection,
  enTransaction,
  payloadErrorResponse,
} from '@/lib/admin'
import { BODY_LIMITS, jsonError, readJson } from '@/lib/infra/http'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** Staff only, a zod-checked body, the work in one transaction, French 4xx for what Payload refuses. */
function lotEndpoint<S extends z.ZodType>(
  path: string,
  schema: S,
  travail: (req: PayloadRequest, corps: z.infer<S>) => Promise<unknown>,
): Endpoint {
  return {
    path,
    method: 'post',
    handler: async (req) => {
      const refus = staffOnly(req)
      if (refus) return refus
      const corps = await readJson(req, schema, BODY_LIMITS.admin)
      if (!corps.ok) return corps.response
      try {
        const body = await enTransaction(req, () => travail(req, corps.data))
        return Response.json(body, { headers: NO_STORE })
      } catch (err) {
        return payloadErrorResponse(err)
      }
    },
  }
}

/** POST /api/admin/lots/edition-groupee — « Éditer la sélection » of the products list. */
const editionGroupeeEndpoint = lotEndpoint(
  '/admin/lots/edition-groupee',
  demandeEditionGroupee,
  editerSelection,
)

/** POST /api/admin/lots/prix — « Ajuster les prix »: the preview, or (appliquer) the change. */
const prixEndpoint = lotEndpoint('/admin/lots/prix', demandeAjustement, ajusterPrix)

/** POST /api/admin/lots/{journalId}/annuler — « Annuler cette modification ». */
const annulerEndpoint: Endpoint = {
  path: '/admin/lots/:id/annuler',
  method: 'post',
  handler: async (req) => {
    const refus = staffOnly(req)
    if (refus) return refus
    const id = String(req.routeParams?.id ?? '')
    if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) return jsonError(404, 'Cette entrée du journal est introuvable.')
    try {
      const bilan = await enTransaction(req, () => annulerLot(req, id))
      return Response.json(bilan, { headers: NO_STORE })
    } catch (err) {
      return payloadErrorResponse(err)
    }
  },
}

export const lotsEndpoints: Endpoint[] = [editionGroupeeEndpoint, prixEndpoint, annulerEndpoint]
