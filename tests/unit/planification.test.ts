import { describe, expect, it } from 'vitest'

import { runsBackgroundWork } from '@/lib/infra/operations/periodicTask'
import {
  startScheduler,
  SCHEDULER_HEADER,
  SCHEDULER_INTERVAL_S,
  schedulerInterval,
  schedulerToken,
  isValidSchedulerToken,
  jobs,
  schedulerPassUrl,
} from '@/lib/sauvegarde/scheduler'

const serveur = { NEXT_RUNTIME: 'nodejs' }

describe('scheduled publishing: who runs the jobs queue, and how often', () => {
  it('only a Next server, never a build, a script or a test, and not with MC_ENTRETIEN=off', () => {
    expect(runsBackgroundWork(serveur)).toBe(true)
    expect(runsBackgroundWork({ ...serveur, NEXT_PHASE: 'phase-production-server' })).toBe(true)
    expect(runsBackgroundWork({ ...serveur, NEXT_PHASE: 'phase-production-build' })).toBe(false)
    expect(runsBackgroundWork({ ...serveur, MC_ENTRETIEN: 'off' })).toBe(false)
    expect(runsBackgroundWork({ NEXT_RUNTIME: 'edge' })).toBe(false)
    // Scripts (seed, migrations) and tests: no NEXT_RUNTIME.
    expect(runsBackgroundWork({})).toBe(false)
    const payload = { config: { routes: { api: '/api' } }, logger: console } as never
    expect(startScheduler(payload, {} as NodeJS.ProcessEnv)).toBe(false)
  })

  it('every minute unless MC_PLANIFICATION_INTERVALLE says otherwise (whole seconds)', () => {
    expect(SCHEDULER_INTERVAL_S).toBe(60)
    expect(schedulerInterval({})).toBe(60)
    expect(schedulerInterval({ MC_PLANIFICATION_INTERVALLE: '3' })).toBe(3)
    for (const faux of ['0', '-5', '1.5', 'vite', '86400', ''])
      expect(schedulerInterval({ MC_PLANIFICATION_INTERVALLE: faux })).toBe(60)
  })

  it('calls its own run endpoint at the address next start listens on', () => {
    const suffixe = '/api/planification/passe'
    expect(schedulerPassUrl('/api', { PORT: '3300' })).toBe(`http://127.0.0.1:3300${suffixe}`)
    expect(schedulerPassUrl('/api', {})).toBe(`http://127.0.0.1:3000${suffixe}`)
    expect(schedulerPassUrl('/api', { PORT: '3300', __NEXT_PRIVATE_ORIGIN: 'http://localhost:3300' })).toBe(
      `http://localhost:3300${suffixe}`,
    )
    expect(
      schedulerPassUrl('/api', {
        __NEXT_PRIVATE_ORIGIN: 'http://localhost:3300',
        MC_PLANIFICATION_ORIGINE: 'http://10.0.0.2:8080/',
      }),
    ).toBe(`http://10.0.0.2:8080${suffixe}`)
  })
})

describe('scheduled publishing: access to the jobs queue', () => {
  const req = (user: unknown, entetes: Record<string, string> = {}) =>
    ({ req: { user, headers: new Headers(entetes) } }) as never

  it('lets only staff queue or cancel jobs', () => {
    for (const acces of [jobs.access?.queue, jobs.access?.cancel]) {
      expect(acces?.(req(null))).toBe(false)
      expect(acces?.(req({ collection: 'users', roles: ['editeur'] }))).toBe(true)
      expect(acces?.(req({ collection: 'autres', roles: ['admin'] }))).toBe(false)
      // The server's token runs the queue, nothing else.
      expect(acces?.(req(null, { [SCHEDULER_HEADER]: schedulerToken() }))).toBe(false)
    }
  })

  it('lets only staff run Payload’s runner; the servers’ passes have their own endpoint', () => {
    const run = jobs.access?.run
    expect(run?.(req({ collection: 'users', roles: ['admin'] }))).toBe(true)
    expect(run?.(req(null))).toBe(false)
    expect(run?.(req(null, { [SCHEDULER_HEADER]: schedulerToken() }))).toBe(false)
  })

  it('checks the server’s token (from PAYLOAD_SECRET)', () => {
    expect(isValidSchedulerToken(schedulerToken())).toBe(true)
    expect(isValidSchedulerToken(schedulerToken('autre secret'))).toBe(false)
    expect(isValidSchedulerToken('abc')).toBe(false)
    expect(isValidSchedulerToken(null)).toBe(false)
    expect(schedulerToken('a')).not.toBe(schedulerToken('b'))
  })
})
