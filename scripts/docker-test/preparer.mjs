// The Docker suite's slow preparation, run by `npm test` from its start beside the other suites: the
// engine and the stand-in base images (mostly waiting on Debian's mirror). The suite
// (scripts/docker-test.mjs) then finds them made; run again, both do nothing.
import { ensureEngine } from './engine.mjs'
import { ensureStandins } from './standins.mjs'

const started = Date.now()
await ensureEngine()
const { seconds } = await ensureStandins(process.cwd())
console.log(
  `Docker prêt en ${Math.round((Date.now() - started) / 1000)} s (images de remplacement : ${JSON.stringify(seconds)}).`,
)
