/**
 * A clean stop on SIGTERM (a deploy, a balancer taking an instance out) or SIGINT. Next's own handler
 * (`next start`) stops accepting connections, waits for the requests in flight and then exits; this adds
 * what it lacks: `/api/ready` answers 503 at once (the balancer stops sending), the stop is forced after
 * SHUTDOWN_DELAY_MS whatever a client still holds open, and the database is closed on exit (SQLite writes
 * its WAL back into the file).
 */

export const SHUTDOWN_DELAY_MS = 10_000

type State = { installed: boolean; stopping: boolean; closers: (() => void)[] }
const KEY = Symbol.for('mots-couleurs.shutdown')

function state(): State {
  const g = globalThis as { [KEY]?: State }
  return (g[KEY] ??= { installed: false, stopping: false, closers: [] })
}

/** True once a stop signal was received. */
export const isStopping = (): boolean => state().stopping

/** Registers what to close when the process exits (synchronous: 'exit' runs no more I/O). */
export function onExit(close: () => void): void {
  state().closers.push(close)
}

type SignalTarget = Pick<NodeJS.Process, 'once' | 'exit'>

/** Installs the handlers once per process. `proc` and `delayMs` are the tests' way in. */
export function installGracefulShutdown(proc: SignalTarget = process, delayMs = SHUTDOWN_DELAY_MS): boolean {
  const s = state()
  if (s.installed) return false
  s.installed = true
  for (const [signal, code] of [
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const) {
    proc.once(signal, () => {
      s.stopping = true
      setTimeout(() => {
        console.error(`Arrêt forcé : des requêtes duraient encore ${delayMs / 1000} s après ${signal}.`)
        proc.exit(code)
      }, delayMs).unref()
    })
  }
  proc.once('exit', () => {
    for (const close of s.closers.splice(0)) {
      try {
        close()
      } catch {
        // the process is going anyway
      }
    }
  })
  return true
}

/** Closes Payload's SQLite client when the process exits (Payload's onInit, in a Next server only):
 *  the last connection's close writes the WAL back into the database file. MongoDB's sockets simply go
 *  with the process. */
export function closeDatabaseOnExit(
  payload: { db: unknown },
  env: Record<string, string | undefined> = process.env,
): void {
  if (env.NEXT_RUNTIME !== 'nodejs') return
  onExit(() => (payload.db as { client?: { close?: () => void } }).client?.close?.())
}
