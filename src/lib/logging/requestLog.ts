import { randomUUID } from 'node:crypto'
import dc from 'node:diagnostics_channel'
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Logger } from 'pino'

import { loggedPath } from './loggedPath'
import { unmaskedLogger } from './logger'

/** An id the balancer (or a client) sent is kept when it looks like one, so a line can be followed
 *  from the front (nginx) to the app; anything else gets a fresh id. */
const RECEIVED_ID = /^[A-Za-z0-9._:-]{1,64}$/

type Message = { request: IncomingMessage; response: ServerResponse }

const CLE = Symbol.for('mots-couleurs.journal-requetes')
const PROBES = new Set(['/api/health', '/api/ready'])

/**
 * One JSON line per request served by this process — id, method, path, status, duration — through
 * Node's documented http diagnostics channels, which see every response of `next start` (pages, API,
 * static files) without touching Next. The id is answered in `X-Request-Id`. Installed once per process.
 */
export function installRequestLog(journal: Logger): boolean {
  const g = globalThis as { [CLE]?: boolean }
  if (g[CLE]) return false
  g[CLE] = true
  // Each field below is safe as built (the path through loggedPath, the id through ID_RECU), so
  // the lines skip the masking of `journal` (its cost on every response: docs/BENCHMARKS.md).
  const lignes = unmaskedLogger(journal)
  const debuts = new WeakMap<ServerResponse, { id: string; debut: bigint }>()
  const idDe = (request: IncomingMessage) => {
    const recu = request.headers['x-request-id']
    return typeof recu === 'string' && RECEIVED_ID.test(recu) ? recu : randomUUID()
  }
  dc.subscribe('http.server.request.start', (m) => {
    const { request, response } = m as Message
    const id = idDe(request)
    debuts.set(response, { id, debut: process.hrtime.bigint() })
    if (!response.headersSent) response.setHeader('X-Request-Id', id)
  })
  dc.subscribe('http.server.response.finish', (m) => {
    const { request, response } = m as Message
    const d = debuts.get(response)
    const dureeMs = d ? Number((process.hrtime.bigint() - d.debut) / 1000n) / 1000 : null
    const chemin = loggedPath(request.url)
    // The balancer's health checks (one a second per instance) at debug level, unless they fail.
    const niveau = PROBES.has(chemin) && response.statusCode < 400 ? 'debug' : 'info'
    lignes[niveau](
      {
        // A request already under way when the logger was installed (start-up) has no start: an id
        // all the same, its duration unknown.
        requete: { id: d?.id ?? idDe(request), methode: request.method, chemin },
        statut: response.statusCode,
        dureeMs,
      },
      'requête',
    )
  })
  return true
}
