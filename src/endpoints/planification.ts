import type { Endpoint } from 'payload'

import { staffOnly } from '@/lib/admin/guard'
import { passeDesTaches } from '@/lib/jobs/passe'
import { CHEMIN_PASSE, ENTETE_PLANIFICATION, jetonValide } from '@/lib/jobs/planification'

/**
 * GET /api/planification/passe: one pass of the jobs queue (scheduled publications), called every
 * minute by each server on itself (src/lib/jobs/planification.ts) with its token, or by staff. A Route
 * Handler, so that Next expires the cache tags the publications record when the response ends.
 */
export const planificationEndpoint: Endpoint = {
  path: CHEMIN_PASSE,
  method: 'get',
  handler: async (req) => {
    if (!jetonValide(req.headers.get(ENTETE_PLANIFICATION))) {
      const refus = staffOnly(req)
      if (refus) return refus
    }
    const { lancees } = await passeDesTaches(req.payload, { req })
    return Response.json({ lancees }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
