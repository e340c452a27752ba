// One "instance" of the shop's Redis cache handler in a process of its own, as `next start` loads it
// (tests/int/cache-redis.test.ts forks two). The handler's configuration is one per process, so two
// instances need two processes. Commands arrive by IPC: { id, op, args } → { id, ok, valeur | erreur, ms }.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-cache-'))
fs.mkdirSync(path.join(dist, 'server'))
fs.writeFileSync(path.join(dist, 'BUILD_ID'), process.env.BUILD_ID_TEST || 'build-test')

const { default: CacheHandler } = await import('../../src/lib/infra/cache/redis-handler.mjs')
const cache = new CacheHandler({ serverDistDir: path.join(dist, 'server'), dev: false })

process.on('message', async ({ id, op, args }) => {
  const debut = performance.now()
  try {
    const valeur = await cache[op](...args)
    process.send({ id, ok: true, valeur, ms: performance.now() - debut })
  } catch (err) {
    process.send({ id, ok: false, erreur: String(err?.message ?? err), ms: performance.now() - debut })
  }
})
process.on('disconnect', () => {
  fs.rmSync(dist, { recursive: true, force: true })
  process.exit(0)
})
process.send({ pret: true })
