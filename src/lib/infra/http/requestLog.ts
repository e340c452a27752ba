import { randomUUID } from 'node:crypto'
import dc from 'node:diagnostics_channel'
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Logger } from 'pino'

import { REQUESTED_URL } from '@/lib/infra/http/notFoundRewrite.mjs'

import { loggedPath, unmaskedLogger } from '../logging'

/** An id the balancer (or a client) sent is kept when it looks like one, so a line can be followed
 *  from the front (nginx) to the app; anything else gets a fresh id. */
const RECEIVED_ID = /^[A-Za-z0-9._:-]{1,64}$/

type Message = { request: IncomingMessage; response: ServerResponse }

const KEY = Symbol.for('mots-couleurs.journal-requetes')
const PROBES = new Set(['/api/health', '/api/ready'])

/**
 * One JSON line per request served by this process — id, method, path, status, duration — through
 * Node's documented http diagnostics channels, which see every response of `next start` (pages, API,
 * static files) without touching Next. The id is answered in `X-Request-Id`. Installed once per process.
 */
export function installRequestLog(log: Logger): boolean {
  const g = globalThis as { [KEY]?: boolean }
  if (g[KEY]) return false
  g[KEY] = true
  // Each field below is safe as built (the path through loggedPath, the id through ID_RECU), so
  // the lines skip the masking of `journal` (its cost on every response: docs/BENCHMARKS.md).
  const lineLogger = unmaskedLogger(log)
  const starts = new WeakMap<ServerResponse, { id: string; start: bigint }>()
  const idOf = (request: IncomingMessage) => {
    const received = request.headers['x-request-id']
    return typeof received === 'string' && RECEIVED_ID.test(received) ? received : randomUUID()
  }
  dc.subscribe('http.server.request.start', (m) => {
    const { request, response } = m as Message
    const id = idOf(request)
    starts.set(response, { id, start: process.hrtime.bigint() })
    if (!response.headersSent) response.setHeader('X-Request-Id', id)
  })
  dc.subscribe('http.server.response.finish', (m) => {
    const { request, response } = m as Message
    const d = starts.get(response)
    const durationMs = d ? Number((process.hrtime.bigint() - d.start) / 1000n) / 1000 : null
    // A made-up URL was pointed at the 404 page (src/lib/infra/http/notFoundRewrite.mjs): the line says what was asked.
    const pathname = loggedPath((request as { [REQUESTED_URL]?: string })[REQUESTED_URL] ?? request.url)
    // The balancer's health checks (one a second per instance) at debug level, unless they fail.
    const logLevel = PROBES.has(pathname) && response.statusCode < 400 ? 'debug' : 'info'
    lineLogger[logLevel](
      {
        // A request already under way when the logger was installed (start-up) has no start: an id
        // all the same, its duration unknown.
        requete: { id: d?.id ?? idOf(request), methode: request.method, chemin: pathname },
        statut: response.statusCode,
        dureeMs: durationMs,
      },
      'requête',
    )
  })
  return true
}
