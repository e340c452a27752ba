// Shared by `npm start`, the e2e harness and the benchmark: build only when the sources changed.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const SOURCES = [
  'src',
  'public',
  'payload.config.ts',
  'next.config.mjs',
  'package-lock.json',
  'patches',
  'scripts/correctifs-payload.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
]

// Contents, not modification times, under paths relative to the project: a copy of the checkout, or a
// `git checkout` that rewrites an unchanged file, is the same build (a different path or a newer mtime
// made `npm start` rebuild, or refuse while a server ran).
function walk(root, relative, out) {
  const entry = path.join(root, relative)
  if (!fs.existsSync(entry)) return
  if (fs.statSync(entry).isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) walk(root, path.posix.join(relative, name), out)
    return
  }
  const content = crypto.createHash('sha256').update(fs.readFileSync(entry)).digest('hex')
  out.push(`${relative}:${content}`)
}

/** Variables read at run time only: the build never sees them, so one build serves any URL (the security
 *  headers are computed when the server starts, src/lib/infra/http/incomingRequest.mjs). */
export const RUNTIME_ONLY_ENV = ['SITE_URL', 'ANALYTICS_SCRIPT_URL']

/** A fingerprint of every file the build reads. */
export function sourceFingerprint(root = process.cwd()) {
  const files = []
  for (const s of SOURCES) walk(root, s, files)
  return crypto.createHash('sha256').update(files.join('\n')).digest('hex')
}

/** The environment of `next build`: the caller's, less the run-time-only variables. */
export function buildEnv(env, distDir) {
  const out = { ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' }
  for (const name of RUNTIME_ONLY_ENV) delete out[name]
  return out
}

const SERVERS_FILE = 'mc-serveurs.json'
const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return err.code === 'EPERM'
  }
}

/** Records the processes that serve distDir: a later build into it refuses while one of them runs. */
export function markServing(distDir, pids) {
  const file = path.join(distDir, SERVERS_FILE)
  const kept = servingPids(distDir)
  fs.writeFileSync(file, JSON.stringify([...new Set([...kept, ...pids])]))
}

/** The processes still alive among those recorded as serving distDir. */
export function servingPids(distDir) {
  try {
    const pids = JSON.parse(fs.readFileSync(path.join(distDir, SERVERS_FILE), 'utf8'))
    return Array.isArray(pids) ? pids.filter((pid) => Number.isInteger(pid) && alive(pid)) : []
  } catch {
    return []
  }
}

/** Runs `next build` into distDir unless a build of the same sources is there. Returns true if it built. */
export function buildIfNeeded({
  root = process.cwd(),
  distDir = '.next',
  env = process.env,
  force = false,
  stdio = 'inherit',
} = {}) {
  const stamp = path.join(distDir, 'mc-sources.sha256')
  const fingerprint = sourceFingerprint(root)
  const built = fs.existsSync(path.join(distDir, 'BUILD_ID')) && fs.existsSync(stamp)
  if (!force && built && fs.readFileSync(stamp, 'utf8') === fingerprint) return false
  // Rebuilding under a running server breaks it (its pages then ask for chunks the new build replaced).
  const serving = servingPids(distDir)
  if (serving.length > 0) {
    throw new Error(
      `Les sources ont changé mais un serveur (pid ${serving.join(', ')}) sert encore ${distDir} : arrêtez-le avant de reconstruire, ou choisissez un autre dossier avec NEXT_DIST_DIR.`,
    )
  }
  const started = Date.now()
  const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    stdio,
    env: buildEnv(env, distDir),
  })
  if (result.status !== 0) throw new Error(`next build a échoué (code ${result.status}).`)
  fs.writeFileSync(stamp, fingerprint)
  console.log(`Build terminé en ${((Date.now() - started) / 1000).toFixed(0)} s.`)
  return true
}
