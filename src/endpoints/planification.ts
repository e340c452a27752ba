import type { Endpoint } from 'payload'

import { staffOnly } from '@/lib/auth'
import { isValidSchedulerToken, PASS_PATH, scheduleBackup, SCHEDULER_HEADER } from '@/lib/sauvegarde'
import { conservationSiDue } from '@/lib/donnees'
import { runDueJobs } from '@/lib/infra/operations'

/**
 * GET /api/planification/passe: one pass of the jobs queue (scheduled publications) and, once an hour,
 * of the retention periods (src/lib/donnees/conservation.ts), called every
 * minute by each server on itself (src/lib/sauvegarde/scheduler.ts) with its token, or by staff. A Route
 * Handler, so that Next expires the cache tags the publications record when the response ends.
 */
export const planificationEndpoint: Endpoint = {
  path: PASS_PATH,
  method: 'get',
  handler: async (req) => {
    if (!isValidSchedulerToken(req.headers.get(SCHEDULER_HEADER))) {
      const refus = staffOnly(req)
      if (refus) return refus
    }
    await scheduleBackup(req.payload)
    const { started } = await runDueJobs(req.payload, { req })
    await conservationSiDue(req.payload)
    return Response.json({ lancees: started }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
