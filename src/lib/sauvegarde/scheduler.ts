import { createHmac, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'

import type { Config, Payload, PayloadRequest } from 'payload'

import { staff } from '@/access/staff'
import { backupTask } from '@/lib/sauvegarde/schedule'
import { isStaffRequest } from '@/access/isStaff'
import { runsBackgroundWork, startPeriodicTask } from '@/lib/infra/operations'
import { payloadSecret } from '@/lib/infra/signature'

/** Seconds between two passes: a publication scheduled for 9:00 is visible by 9:01. */
export const SCHEDULER_INTERVAL_S = 60
/** Header by which the server's own pass is let into the pass endpoint without a staff session. */
export const SCHEDULER_HEADER = 'x-mc-planification'
/** The pass endpoint (src/endpoints/planification.ts), under Payload's API route. */
export const PASS_PATH = '/planification/passe'

/** MC_PLANIFICATION_INTERVALLE (whole seconds, 1 to 3600) shortens the wait, for the e2e server. */
export function schedulerInterval(env: Record<string, string | undefined> = process.env): number {
  const s = Number(env.MC_PLANIFICATION_INTERVALLE)
  return Number.isInteger(s) && s >= 1 && s <= 3600 ? s : SCHEDULER_INTERVAL_S
}

/** Derived from PAYLOAD_SECRET: no other setting to deploy, and useless outside this one endpoint. */
export const schedulerToken = (secret: string = payloadSecret()): string =>
  createHmac('sha256', secret).update('mots-couleurs:planification').digest('hex')

export function isValidSchedulerToken(received: string | null | undefined): boolean {
  if (!received) return false
  const expected = Buffer.from(schedulerToken())
  const given = Buffer.from(received)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * The run endpoint this server calls on itself. `next start` records the address it listens on
 * (PORT, and its origin); MC_PLANIFICATION_ORIGINE overrides it when that address is not reachable
 * from the process itself.
 */
export function schedulerPassUrl(
  apiRoute = '/api',
  env: Record<string, string | undefined> = process.env,
): string {
  const origin =
    env.MC_PLANIFICATION_ORIGINE || env.__NEXT_PRIVATE_ORIGIN || `http://127.0.0.1:${env.PORT || 3000}`
  return `${origin.replace(/\/$/, '')}${apiRoute}${PASS_PATH}`
}

/**
 * One pass: a GET on Payload's run endpoint. node:http rather than fetch: the timer runs in the
 * async context of the request that started it, where Next's patched fetch would see that ended
 * request. Resolves with the status code.
 */
export function requestSchedulerPass(url: string, token: string = schedulerToken()): Promise<number> {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http
    const req = client.get(url, { headers: { [SCHEDULER_HEADER]: token }, timeout: 60_000 }, (res) => {
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
export function startScheduler(
  payload: Pick<Payload, 'config' | 'logger'>,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (!runsBackgroundWork(env)) return false
  const runner = startPeriodicTask(
    'planification',
    schedulerInterval(env) * 1000,
    async () => {
      const status = await requestSchedulerPass(schedulerPassUrl(payload.config.routes.api, env))
      if (status !== 200) payload.logger.error(`Publications planifiées : la passe a répondu ${status}`)
    },
    (err) => payload.logger.error({ err }, 'Publications planifiées : passe en échec'),
  )
  return runner !== null
}

const staffOnlyAccess = ({ req }: { req: PayloadRequest }) => isStaffRequest(req)

/**
 * Payload's jobs queue, used by the scheduled publishing of products and articles
 * (`versions.drafts.schedulePublish`): the admin's « Planifier » queues a `schedulePublish` job with
 * its date and the scheduling user, and startScheduler's passes run the due ones. No autoRun
 * (see above).
 */
export const jobs: NonNullable<Config['jobs']> = {
  // Payload's default lets any logged-in user run, queue or cancel jobs. The servers' passes go
  // through /api/planification/passe, which runs each job once (src/lib/infra/operations/runDueJobs.ts).
  access: { run: staffOnlyAccess, queue: staffOnlyAccess, cancel: staffOnlyAccess },
  // The automatic backup (src/lib/sauvegarde/schedule.ts), queued by each pass for the Réglages' hour.
  tasks: [backupTask],
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    labels: { singular: 'Tâche planifiée', plural: 'Tâches planifiées' },
    // Jobs are written by Payload itself (local API); staff may read them, nobody else.
    access: { ...defaultJobsCollection.access, read: staff },
  }),
}
