/**
 * Files of the integration suite share their worker (`isolate: false`, docs/decisions/0156-fichiers-en-partage.md): Node's
 * module cache keeps Payload, drizzle, Next and the AWS SDK loaded from one file to the next, which was
 * half of the suite's time. What a file must not inherit is reset here, before it runs: the project's
 * modules (re-read, so `@payload-config` reads this file's DATABASE_URI), Payload's instance cache, the
 * project's process-wide caches and timers, and the environment variables the previous file set.
 * `MC_ISOLATE=1` runs each file in a process of its own again.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import { afterAll, vi } from 'vitest'

// What a Next server installs before its modules load (next/dist/server/node-environment-baseline.js):
// the first file to load Next fixes whether Next finds it, for every file after it.
;(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage

const env = { ...process.env }
vi.resetModules()
// drizzle skips its schema push when the schema equals the one it pushed last in this process, which was
// into the previous file's database: each file's new database needs it.
process.env.PAYLOAD_FORCE_DRIZZLE_PUSH = 'true'
;(globalThis as { _payload?: Map<string, unknown> })._payload?.clear()

// The project keeps its process-wide state on globalThis (`__mc…` names, `mots-couleurs.…` symbols) so
// that it survives a hot reload; here it must not survive the file.
const globals = globalThis as unknown as Record<string | symbol, unknown>
for (const key of Reflect.ownKeys(globals)) {
  const projet =
    typeof key === 'string' ? key.startsWith('__mc') : (key.description ?? '').startsWith('mots-couleurs.')
  if (!projet) continue
  const valeur = globals[key]
  if (valeur && typeof valeur === 'object' && 'unref' in valeur) clearInterval(valeur as NodeJS.Timeout)
  delete globals[key]
}

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key]
  Object.assign(process.env, env)
  vi.restoreAllMocks()
})
