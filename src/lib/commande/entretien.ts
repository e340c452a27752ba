import type { Payload } from 'payload'

import { envoyerCourriels } from '@/lib/mail/courriels'

import { annulerCommandesExpirees } from './expiration'

export const INTERVALLE_ENTRETIEN_MS = 60_000

/** One pass of the background work: expired orders cancelled, due mails sent. Tests call it with
 *  their own clock. */
export async function entretien(payload: Payload, maintenant: Date = new Date()) {
  const annulees = await annulerCommandesExpirees(payload, maintenant)
  const courriels = await envoyerCourriels(payload, { maintenant })
  return { annulees, ...courriels }
}

const CLE = Symbol.for('mots-couleurs.entretien')

/**
 * Starts the periodic pass once per server process (Payload's onInit). Only in a Next server — `next
 * start` or `next dev` —, never during `next build`, in scripts (seed, migrations) or in tests, which
 * call entretien() themselves. MC_ENTRETIEN=off switches it off. Several instances may run it at once:
 * every row is claimed before it is acted on.
 */
export function demarrerEntretien(payload: Payload, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NEXT_RUNTIME !== 'nodejs' || env.NEXT_PHASE === 'phase-production-build') return false
  if (env.MC_ENTRETIEN === 'off') return false
  const g = globalThis as { [CLE]?: NodeJS.Timeout }
  if (g[CLE]) return false
  let occupe = false
  const passe = async () => {
    if (occupe) return
    occupe = true
    try {
      await entretien(payload)
    } catch (err) {
      payload.logger.error({ err }, 'Entretien périodique (commandes expirées, courriels) en échec')
    } finally {
      occupe = false
    }
  }
  g[CLE] = setInterval(passe, INTERVALLE_ENTRETIEN_MS).unref()
  // Soon after start: mails left by a process that died before sending them.
  setTimeout(passe, 5_000).unref()
  return true
}
