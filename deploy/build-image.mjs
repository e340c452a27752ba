// `npm run docker:build` (and `npm run docker:test`): what the Dockerfile copies, made from this
// checkout's production build (docs/decisions/0121-image-depuis-le-build.md). `node
// deploy/build-image.mjs [--dist DIR] [OUT]` builds into DIR (default `.next`; the tests pass the e2e
// suite's `.next-e2e`) only when its sources changed (scripts/lib/build.mjs), then copies to OUT
// (default tmp/image) only the files `next start`, scripts/start.mjs, deploy/preparer.mjs and the
// preparation (migrations, seed) read — Next's own traces of the server (.next/**/*.nft.json, what
// `output: 'standalone'` copies) plus the traces of the scripts, instead of all of node_modules (1.1 GB
// of production dependencies): OUT/app, owned by root in the image, and OUT/next, the build, owned by
// the user that runs it (Next's caches, the marks of scripts/lib/build.mjs); OUT/node, the Node that
// runs it all (deploy/node-binary.mjs).
//
// The pages the build prerenders read a throw-away database, migrated and seeded here: the instances
// render them again from the real one (with REDIS_URL, Next's cache starts empty in Redis;
// src/lib/infra/cache/redis-handler.mjs), and a publication revalidates them as usual.
import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { buildIfNeeded, sourceFingerprint } from '../scripts/lib/build.mjs'
import { bundleScript } from '../scripts/lib/bundle-ts.mjs'
import { IMAGE_PREPARE_BUNDLE, prepareDatabase } from '../scripts/lib/prepare.mjs'
import { copyNode } from './node-binary.mjs'

const args = process.argv.slice(2)
const distAt = args.indexOf('--dist')
const DIST = distAt >= 0 ? args.splice(distAt, 2)[1] : '.next'
const OUT = path.resolve(args[0] || 'tmp/image')
const root = process.cwd()
const scratch = fs.mkdtempSync('/tmp/build-')
// The image's preparation, made here beside the sources it was bundled from (the tracer resolves its
// packages from there), copied as IMAGE_PREPARE_BUNDLE: the image runs it with plain Node, so esbuild
// (10 MB of native binary) stays out.
const PREPARE_BUNDLE = 'tmp/image-prepare/prepare.mjs'

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
  'src/lib/infra/cache/redis-handler.mjs',
  'scripts/start.mjs',
  'scripts/lib/preload.mjs',
  'deploy/preparer.mjs',
  // The preparation, bundled below for the image: its packages stay external, so they are traced.
  PREPARE_BUNDLE,
]
// Loaded by a computed name (a platform's binary), which a tracer cannot follow: copied whole.
const WHOLE = [
  'node_modules/@libsql',
  'node_modules/libsql',
  'node_modules/@img',
  // Resolved by `next start` when it loads next.config.mjs (next/dist/server/config-utils.js), by names
  // the tracer cannot read.
  'node_modules/next/dist/compiled/webpack',
  'node_modules/next/dist/compiled/@babel/runtime',
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

// The database only for a build to make: a current build (the e2e suite's) skips it.
const stamp = path.join(DIST, 'mc-sources.sha256')
const current =
  fs.existsSync(path.join(DIST, 'BUILD_ID')) &&
  fs.existsSync(stamp) &&
  fs.readFileSync(stamp, 'utf8') === sourceFingerprint(root)
if (!current) {
  if (!(await prepareDatabase({ env }))) process.exit(1)
  buildIfNeeded({ distDir: DIST, env })
}
// deploy/preparer.mjs compares the image's sources with this stamp: a build that rewrote one of them
// (tsconfig.json, say) would make every deployment try to rebuild without the tools to.
if (fs.readFileSync(stamp, 'utf8') !== sourceFingerprint(root)) {
  console.error('next build a modifié ses propres sources (tsconfig.json ?) : image refusée.')
  process.exit(1)
}

// Without a source map: no one runs the image's Node with --enable-source-maps, and it is 3 MB.
await bundleScript({
  entry: path.join(root, 'scripts/prepare.ts'),
  outfile: path.join(root, PREPARE_BUNDLE),
  root,
  // The Dockerfile's WORKDIR.
  runsIn: '/app',
  sourcemap: false,
})

const require = createRequire(import.meta.url)
const { nodeFileTrace } = require('next/dist/compiled/@vercel/nft')
const picomatch = require('next/dist/compiled/picomatch')

// The build, less its cache (Next's compiler cache, rebuilt by nothing at run time), the pages that the
// servers which ran it here rendered (src/lib/infra/cache/file-handler.mjs) and their marks; in the image it
// is `.next`, next.config.mjs's default distDir.
const unbuilt = picomatch(
  [`${DIST}/cache/**`, `${DIST}/server/route-cache/**`, `${DIST}/mc-serveurs.json`, `${DIST}/trace*`],
  { dot: true },
)
// Its left-out folders are not even entered: a server may be writing there while the image is made.
const dossierExclu = (dir) => unbuilt(path.join(dir, '*'))

const files = new Set()
for (const nft of walk(DIST, dossierExclu).filter((file) => file.endsWith('.nft.json'))) {
  for (const file of JSON.parse(fs.readFileSync(nft, 'utf8')).files)
    files.add(path.relative(root, path.resolve(path.dirname(nft), file)))
}
// What no production server reads: Next's own list for standalone output (collect-build-traces.js:
// development runtimes, source maps, type declarations; not webpack, which `next start` loads with its
// config), plus what `next start` reaches only
// through the bin's other commands (Sass for `next build`) and the other C library's libsql. Without
// them the image loses about 130 MB. (Not prettier: json-schema-to-typescript, which the preparation
// loads, requires it when loaded.)
const unread = picomatch(
  [
    '**/*.map',
    '**/*.d.ts',
    'node_modules/**/*.md',
    'node_modules/next/dist/compiled/next-server/**/*.dev.js',
    'node_modules/next/dist/lib/upgrade/**',
    'node_modules/next/dist/docs/**',
    'node_modules/{react,react-dom}/**/*.development.js',
    'node_modules/sass/**',
    // Required only to write or push a schema (@payloadcms/drizzle requireDrizzleKit), never to migrate.
    'node_modules/drizzle-kit/**',
    'node_modules/@libsql/linux-x64-musl/**',
  ],
  { dot: true },
)
// No working directory for the tracer: a path built from process.cwd() (the media folders of
// payload.config.ts) made it take the whole project as an asset, then trace every dev tool the
// scripts import (lighthouse, playwright, eslint: 390 MB). The project's own files are copied whole
// (PROJECT); packages find theirs from __dirname, which the tracer follows.
const { fileList, reasons } = await nodeFileTrace(ENTRIES, { base: root, processCwd: '/nonexistent' })
// What only unread files require is not read either (drizzle-kit's esbuild-register and esbuild, 10
// MB): the files the entry points reach without passing through one.
const children = new Map()
for (const [file, reason] of reasons)
  for (const parent of reason.parents) children.set(parent, [...(children.get(parent) ?? []), file])
const reached = new Set()
const pending = [...fileList].filter((file) => reasons.get(file)?.type.includes('initial'))
while (pending.length > 0) {
  const file = pending.pop()
  if (reached.has(file) || unread(file) || !fileList.has(file)) continue
  reached.add(file)
  pending.push(...(children.get(file) ?? []))
}
for (const file of reached) files.add(file)
for (const dir of WHOLE) for (const file of walk(dir)) files.add(file)

fs.rmSync(OUT, { recursive: true, force: true })
for (const file of [...files].filter((f) => f.startsWith('node_modules/') && !unread(f))) copy(file, 'app')
for (const entry of PROJECT) for (const file of walk(entry)) copy(file, 'app')
for (const file of walk(DIST, dossierExclu).filter((f) => !unbuilt(f) && !unread(f)))
  copy(file, 'next', path.relative(DIST, file))
fs.mkdirSync(path.join(OUT, 'app', path.dirname(IMAGE_PREPARE_BUNDLE)), { recursive: true })
fs.copyFileSync(PREPARE_BUNDLE, path.join(OUT, 'app', IMAGE_PREPARE_BUNDLE))
copyNode(path.join(root, 'node_modules/node/bin/node'), path.join(OUT, 'node'))
fs.rmSync(scratch, { recursive: true, force: true })

/** The files under `entry`, less the folders `skip` names. */
function walk(entry, skip = () => false) {
  if (!fs.existsSync(entry)) return []
  const stat = fs.lstatSync(entry)
  if (!stat.isDirectory()) return [entry]
  if (skip(entry)) return []
  return fs.readdirSync(entry).flatMap((name) => walk(path.join(entry, name), skip))
}

function copy(file, part, as = file) {
  const target = path.join(OUT, part, as)
  if (fs.existsSync(target)) return
  fs.mkdirSync(path.dirname(target), { recursive: true })
  const stat = fs.lstatSync(file)
  if (stat.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(file), target)
  else if (stat.isFile()) {
    // A hard link when OUT is on the same disk: `docker build` only reads these files.
    try {
      fs.linkSync(file, target)
    } catch {
      fs.copyFileSync(file, target)
    }
  }
}
