// `npm run stress:prepare [-- runs]`: the database preparation of `npm start`, run RUNS times (50) in a row
// while one busy process per core loads the machine, on a seeded temporary database. Every run must exit
// 0 within a minute: a run that does not counts as a stall. Proof for the start-up hang (scripts/run-ts.mjs).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const runs = Number(process.argv[2] || process.env.RUNS || 50)
const LIMIT_MS = 60_000
const dir = path.resolve('tmp/stress-prepare')
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URI: `file:${path.join(dir, 'stress.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  PRIVATE_MEDIA_DIR: path.join(dir, 'telechargements'),
  PAYLOAD_SECRET: 'secret-stress',
  SMTP_HOST: '',
}

/** One preparation, as `npm start` runs it: its exit code and duration, or a stall after LIMIT_MS. */
function prepare() {
  const started = Date.now()
  const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'scripts/prepare.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), LIMIT_MS)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      resolve({ code, stalled: signal === 'SIGKILL', ms: Date.now() - started, stderr })
    })
  })
}

console.log('Base de démonstration semée une première fois…')
const first = await prepare()
if (first.code !== 0) {
  console.error(`La première préparation a échoué (code ${first.code}) :\n${first.stderr}`)
  process.exit(1)
}

const load = Array.from({ length: os.availableParallelism() }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
)
const results = []
try {
  for (let i = 1; i <= runs; i += 1) {
    const result = await prepare()
    results.push(result)
    const verdict = result.stalled ? 'BLOQUÉE' : result.code === 0 ? 'ok' : `code ${result.code}`
    console.log(`${String(i).padStart(3)}/${runs} ${verdict} ${(result.ms / 1000).toFixed(1)} s`)
  }
} finally {
  for (const child of load) child.kill('SIGKILL')
}

const ms = results.map((r) => r.ms).sort((a, b) => a - b)
const failed = results.filter((r) => r.code !== 0)
const stalled = results.filter((r) => r.stalled).length
console.log(
  `${runs} préparations sous charge (${load.length} processus occupés) : ${stalled} blocage(s), ${failed.length} échec(s) ; ` +
    `médiane ${(ms[Math.floor(ms.length / 2)] / 1000).toFixed(1)} s, maximum ${(ms.at(-1) / 1000).toFixed(1)} s.`,
)
if (failed.length > 0) console.error(failed[0].stderr)
process.exit(failed.length === 0 ? 0 : 1)
