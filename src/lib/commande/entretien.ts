import type { Payload } from 'payload'

import { runsBackgroundWork, startPeriodicTask } from '@/lib/infra/operations'
import { envoyerCourriels } from '@/lib/courriel'

import { annulerCommandesExpirees } from './expiration'

export const INTERVALLE_ENTRETIEN_MS = 60_000

/** One pass of the background work: expired orders cancelled, due mails sent. Tests call it with
 *  their own clock. */
export async function entretien(payload: Payload, maintenant: Date = new Date()) {
  const annulees = await annulerCommandesExpirees(payload, maintenant)
  const courriels = await envoyerCourriels(payload, { maintenant })
  return { annulees, ...courriels }
}

/**
 * Starts the periodic pass once per server process (Payload's onInit), in a Next server only
 * (src/lib/infra/operations/periodicTask.ts). Several instances may run it at once: every row is
 * claimed before it is acted on.
 */
export function demarrerEntretien(payload: Payload, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!runsBackgroundWork(env)) return false
  const passe = startPeriodicTask(
    'entretien',
    INTERVALLE_ENTRETIEN_MS,
    () => entretien(payload),
    (err) => payload.logger.error({ err }, 'Entretien périodique (commandes expirées, courriels) en échec'),
  )
  if (!passe) return false
  // Soon after start: mails left by a process that died before sending them.
  setTimeout(passe, 5_000).unref()
  return true
}
