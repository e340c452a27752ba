// The build stage of the Dockerfile: `next build` in the image, then only the files `next start`,
// scripts/start.mjs, deploy/preparer.mjs and the preparation (migrations, seed) read are copied to
// OUT — Next's own traces of the server (.next/**/*.nft.json, what `output: 'standalone'` copies) plus
// the traces of the scripts, instead of all of node_modules (1.1 GB of production dependencies).
//
// The pages the build prerenders read a throw-away database, migrated and seeded here: the instances
// render them again from the real one (with REDIS_URL, Next's cache starts empty in Redis;
// src/lib/cache/redis-handler.mjs), and a publication revalidates them as usual.
import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { buildIfNeeded, sourceFingerprint } from '../scripts/lib/build.mjs'
import { prepareDatabase } from '../scripts/lib/prepare.mjs'

const OUT = path.resolve(process.argv[2] || '/out')
const root = process.cwd()
const scratch = fs.mkdtempSync('/tmp/build-')

// The files of the project the image keeps: what runs, and every source of the build fingerprint
// (scripts/lib/build.mjs SOURCES), so that deploy/preparer.mjs and `npm start` find the build current.
const PROJECT = [
  'package.json',
  'package-lock.json',
  'patches',
  'next.config.mjs',
  'payload.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'public',
  'src',
  'scripts',
  'deploy',
]
// Entry points traced with Next's own tracer (@vercel/nft), beside Next's traces of the server.
const ENTRIES = [
  'node_modules/next/dist/bin/next',
  'next.config.mjs',
  'src/lib/cache/redis-handler.mjs',
  'scripts/start.mjs',
  'scripts/run-ts.mjs',
  'scripts/lib/preload.mjs',
  'deploy/preparer.mjs',
  // The preparation as scripts/run-ts.mjs bundled it: its packages stay external, so they are traced.
  'tmp/run-ts/prepare.mjs',
]
// Loaded by a computed name (a platform's binary), which a tracer cannot follow: copied whole.
const WHOLE = [
  'node_modules/@esbuild/linux-x64',
  'node_modules/@libsql',
  'node_modules/libsql',
  'node_modules/@img',
]

const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URI: `file:${scratch}/boutique.db`,
  PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
  MEDIA_DIR: `${scratch}/media`,
  PRIVATE_MEDIA_DIR: `${scratch}/telechargements`,
  IMAGE_CACHE_DIR: `${scratch}/cache`,
  LOG_FORMAT: 'pretty',
}
for (const name of ['REDIS_URL', 'REDIS_LIMITS_URL', 'SITE_URL']) delete env[name]

if (!(await prepareDatabase({ env }))) process.exit(1)
buildIfNeeded({ distDir: '.next', env })
// deploy/preparer.mjs compares the image's sources with this stamp: a build that rewrote one of them
// (tsconfig.json, say) would make every deployment try to rebuild without the tools to.
if (fs.readFileSync('.next/mc-sources.sha256', 'utf8') !== sourceFingerprint(root)) {
  console.error('next build a modifié ses propres sources (tsconfig.json ?) : image refusée.')
  process.exit(1)
}

const files = new Set()
for (const nft of walk('.next').filter((file) => file.endsWith('.nft.json'))) {
  for (const file of JSON.parse(fs.readFileSync(nft, 'utf8')).files)
    files.add(path.relative(root, path.resolve(path.dirname(nft), file)))
}
const require = createRequire(import.meta.url)
const { nodeFileTrace } = require('next/dist/compiled/@vercel/nft')
const { fileList } = await nodeFileTrace(ENTRIES, { base: root, processCwd: root })
for (const file of fileList) files.add(file)
for (const dir of WHOLE) for (const file of walk(dir)) files.add(file)

fs.rmSync(OUT, { recursive: true, force: true })
for (const file of [...files].filter((f) => f.startsWith('node_modules/'))) copy(file)
for (const entry of PROJECT) for (const file of walk(entry)) copy(file)
// The build, less its cache (Next's compiler cache, rebuilt by nothing at run time).
for (const file of walk('.next').filter((f) => !f.startsWith('.next/cache/'))) copy(file)
fs.rmSync(path.join(OUT, 'tmp'), { recursive: true, force: true })
fs.rmSync(scratch, { recursive: true, force: true })

function walk(entry) {
  if (!fs.existsSync(entry)) return []
  const stat = fs.lstatSync(entry)
  if (!stat.isDirectory()) return [entry]
  return fs.readdirSync(entry).flatMap((name) => walk(path.join(entry, name)))
}

function copy(file) {
  const target = path.join(OUT, file)
  if (fs.existsSync(target)) return
  fs.mkdirSync(path.dirname(target), { recursive: true })
  const stat = fs.lstatSync(file)
  if (stat.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(file), target)
  else if (stat.isFile()) fs.copyFileSync(file, target)
}
