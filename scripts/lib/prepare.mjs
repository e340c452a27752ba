// Runs scripts/prepare.ts (migrations, seed of an empty database, planner statistics) in a child
// process. Under Playwright that child was seen, now and then, to hang before its first line (Node 20:
// an ES-module import that never settles; the same command alone never did). A time limit kills a
// stalled run and, when `reset` can give it a fresh start, it runs again, three times at most.
import { spawnSync } from 'node:child_process'

export function prepareDatabase({ env, stdio = 'inherit', timeoutMs, reset }) {
  for (let attempt = 1; ; attempt += 1) {
    const r = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/prepare.ts'], { env, stdio, timeout: timeoutMs, killSignal: 'SIGKILL' })
    if (r.status === 0) return true
    const stalled = r.error?.code === 'ETIMEDOUT' || r.signal === 'SIGKILL'
    if (!stalled || !reset || attempt === 3) {
      if (stalled) console.error(`La préparation de la base ne répond plus après ${timeoutMs / 1000} s.`)
      return false
    }
    console.error(`La préparation de la base ne répond plus après ${timeoutMs / 1000} s : nouvel essai (${attempt + 1}/3).`)
    reset()
  }
}
