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
  'postcss.config.mjs',
  'tsconfig.json',
]

function walk(entry, out) {
  if (!fs.existsSync(entry)) return
  const stat = fs.statSync(entry)
  if (stat.isDirectory()) for (const name of fs.readdirSync(entry).sort()) walk(path.join(entry, name), out)
  else out.push(`${entry}:${stat.size}:${stat.mtimeMs}`)
}

/** Variables read at build time: the security headers (src/lib/http/securite.mjs) are built from them. */
const BUILD_ENV = ['SITE_URL', 'ANALYTICS_SCRIPT_URL']

/** A fingerprint of every file the build reads and of the variables it depends on. */
export function sourceFingerprint(root = process.cwd(), env = process.env) {
  const files = []
  for (const s of SOURCES) walk(path.join(root, s), files)
  for (const name of BUILD_ENV) files.push(`${name}=${env[name] ?? ''}`)
  return crypto.createHash('sha256').update(files.join('\n')).digest('hex')
}

/** Runs `next build` into distDir unless a build of the same sources is there. Returns true if it built. */
export function buildIfNeeded({
  distDir = '.next',
  env = process.env,
  force = false,
  stdio = 'inherit',
} = {}) {
  const stamp = path.join(distDir, 'mc-sources.sha256')
  const fingerprint = sourceFingerprint(process.cwd(), env)
  const built = fs.existsSync(path.join(distDir, 'BUILD_ID')) && fs.existsSync(stamp)
  if (!force && built && fs.readFileSync(stamp, 'utf8') === fingerprint) return false
  const started = Date.now()
  const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    stdio,
    env: { ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) throw new Error(`next build a échoué (code ${result.status}).`)
  fs.writeFileSync(stamp, fingerprint)
  console.log(`Build terminé en ${((Date.now() - started) / 1000).toFixed(0)} s.`)
  return true
}
