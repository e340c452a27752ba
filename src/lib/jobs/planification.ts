import { createHmac, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'

import type { Config, Payload, PayloadRequest } from 'payload'

import { staff } from '@/access/staff'
import { isStaffRequest } from '@/access/isStaff'
import { runsBackgroundWork, startPeriodicTask } from '@/lib/operations/periodicTask'
import { payloadSecret } from '@/lib/secret'

/** Seconds between two passes: a publication scheduled for 9:00 is visible by 9:01. */
export const INTERVALLE_PLANIFICATION_S = 60
/** Header by which the server's own pass is let into the pass endpoint without a staff session. */
export const ENTETE_PLANIFICATION = 'x-mc-planification'
/** The pass endpoint (src/endpoints/planification.ts), under Payload's API route. */
export const CHEMIN_PASSE = '/planification/passe'

/** MC_PLANIFICATION_INTERVALLE (whole seconds, 1 to 3600) shortens the wait, for the e2e server. */
export function intervallePlanification(env: Record<string, string | undefined> = process.env): number {
  const s = Number(env.MC_PLANIFICATION_INTERVALLE)
  return Number.isInteger(s) && s >= 1 && s <= 3600 ? s : INTERVALLE_PLANIFICATION_S
}

/** Derived from PAYLOAD_SECRET: no other setting to deploy, and useless outside this one endpoint. */
export const jetonPlanification = (secret: string = payloadSecret()): string =>
  createHmac('sha256', secret).update('mots-couleurs:planification').digest('hex')

export function jetonValide(recu: string | null | undefined): boolean {
  if (!recu) return false
  const attendu = Buffer.from(jetonPlanification())
  const donne = Buffer.from(recu)
  return donne.length === attendu.length && timingSafeEqual(donne, attendu)
}

/**
 * The run endpoint this server calls on itself. `next start` records the address it listens on
 * (PORT, and its origin); MC_PLANIFICATION_ORIGINE overrides it when that address is not reachable
 * from the process itself.
 */
export function urlPassePlanification(
  apiRoute = '/api',
  env: Record<string, string | undefined> = process.env,
): string {
  const origine =
    env.MC_PLANIFICATION_ORIGINE || env.__NEXT_PRIVATE_ORIGIN || `http://127.0.0.1:${env.PORT || 3000}`
  return `${origine.replace(/\/$/, '')}${apiRoute}${CHEMIN_PASSE}`
}

/**
 * One pass: a GET on Payload's run endpoint. node:http rather than fetch: the timer runs in the
 * async context of the request that started it, where Next's patched fetch would see that ended
 * request. Resolves with the status code.
 */
export function passePlanification(url: string, jeton: string = jetonPlanification()): Promise<number> {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http
    const req = client.get(url, { headers: { [ENTETE_PLANIFICATION]: jeton }, timeout: 60_000 }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('timeout', () => req.destroy(new Error('délai dépassé')))
    req.on('error', reject)
  })
}

/**
 * Starts the scheduled publications' passes once per server process (Payload's onInit).
 *
 * Why not Payload's `jobs.autoRun`: its cron runs the jobs in-process, outside any request, where
 * Next's `revalidateTag` (called by the products' and articles' hooks) has no live request to record
 * its tags on — it throws without one, and a timer started during a request still sees that ended
 * request, so the tags are silently never expired (docs/decisions/0024-publication-planifiee.md). Next runs
 * revalidations in Route Handlers: each pass therefore asks this server's own /api/planification/passe
 * (src/endpoints/planification.ts, which runs each due job once whatever the number of servers), at
 * whose end Next expires the tags the publish recorded.
 */
export function demarrerPlanification(
  payload: Pick<Payload, 'config' | 'logger'>,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (!runsBackgroundWork(env)) return false
  const passe = startPeriodicTask(
    'planification',
    intervallePlanification(env) * 1000,
    async () => {
      const statut = await passePlanification(urlPassePlanification(payload.config.routes.api, env))
      if (statut !== 200) payload.logger.error(`Publications planifiées : la passe a répondu ${statut}`)
    },
    (err) => payload.logger.error({ err }, 'Publications planifiées : passe en échec'),
  )
  return passe !== null
}

const staffSeulement = ({ req }: { req: PayloadRequest }) => isStaffRequest(req)

/**
 * Payload's jobs queue, used by the scheduled publishing of products and articles
 * (`versions.drafts.schedulePublish`): the admin's « Planifier » queues a `schedulePublish` job with
 * its date and the scheduling user, and demarrerPlanification's passes run the due ones. No autoRun
 * (see above).
 */
export const jobs: NonNullable<Config['jobs']> = {
  // Payload's default lets any logged-in user run, queue or cancel jobs. The servers' passes go
  // through /api/planification/passe, which runs each job once (src/lib/jobs/passe.ts).
  access: { run: staffSeulement, queue: staffSeulement, cancel: staffSeulement },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    labels: { singular: 'Tâche planifiée', plural: 'Tâches planifiées' },
    // Jobs are written by Payload itself (local API); staff may read them, nobody else.
    access: { ...defaultJobsCollection.access, read: staff },
  }),
}
