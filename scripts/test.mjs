// `npm test`: every suite — unit and integration (vitest, SQLite), integration again on the
// MongoDB-compatible server, end-to-end (Playwright in Chromium against the production build), the
// cluster, the network namespaces, the Docker image and its single-host compose — then one closing line
// totalling them: `N passed, N failed`.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { sourceFingerprint } from './lib/build.mjs'
import { e2eDistDir } from './lib/e2e-env.mjs'
import { mongoExcludes } from './lib/mongo-suite.mjs'
import { assertNodeVersion } from './lib/node-version.mjs'
import { assurerPaquets } from './lib/paquets-debian.mjs'

assertNodeVersion()
// Which Node runs the suites (node_modules/.bin/node under npm, see package.json's `node`).
console.log(`Node ${process.version} (${process.execPath})`)

const out = path.resolve('tmp/test-results')
fs.rmSync(out, { recursive: true, force: true })
fs.mkdirSync(out, { recursive: true })
const only = process.argv.slice(2) // e.g. `npm test -- unit integration`
const wanted = (name) => only.length === 0 || only.includes(name)

// A fresh Debian machine: the wanted suites' packages are installed here as root (the list .ci/run uses),
// or named in one French line — then nothing runs, and the closing line says so.
if (!assurerPaquets(wanted)) {
  console.log('0 passed, 1 failed')
  process.exit(1)
}

const totals = []
const flaky = []

const seconds = (started) => Math.round((Date.now() - started) / 1000)

/**
 * Runs a suite without blocking: its output goes to the terminal, or, for a suite that runs beside
 * another, to `log`, printed once it ends.
 */
function start(name, args, env = {}, log = null) {
  if (!log) console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const fd = log ? fs.openSync(log, 'w') : null
  const child = spawn(process.execPath, args, {
    stdio: fd === null ? 'inherit' : ['ignore', fd, fd],
    env: { ...process.env, ...env },
  })
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      if (fd !== null) {
        fs.closeSync(fd)
        console.log(`\n=== ${name} (à côté) ===\n${fs.readFileSync(log, 'utf8')}`)
      }
      resolve({ status: code, seconds: seconds(started) })
    }),
  )
}

const vitestArgs = (project, file, extra = []) => [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
  ...extra,
]

/** Counts a vitest run from its JSON report; a runner that crashed before reporting is one failure. */
function vitestTotal(name, file, { status, seconds }) {
  const report = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null
  const passed = report?.numPassedTests ?? 0
  const failed = report ? report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0) : 1
  // Passed on the second try (CI's retry): named in the closing lines, never silently counted.
  for (const file of report?.testResults ?? [])
    for (const t of file.assertionResults)
      if (t.status === 'passed' && t.failureMessages?.length)
        flaky.push(`${name} › ${path.relative(process.cwd(), file.name)} › ${t.fullName}`)
  return { name, passed, failed, seconds }
}

async function vitest(name, project) {
  const file = path.join(out, `${name}.json`)
  totals.push(vitestTotal(name, file, await start(name, vitestArgs(project, file))))
}

/** Counts a Playwright run from its JSON report (a retried test that passed counts as passed). */
function playwrightTotal(name, file, { status, seconds }) {
  const report = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null
  const passed = (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0)
  const failed = report
    ? report.stats.unexpected + (status !== 0 && report.stats.unexpected === 0 ? 1 : 0)
    : 1
  return { name, passed, failed, seconds }
}

/** A check that passes or fails as a whole (lint, format): one test in the totals. */
async function check(name, args) {
  const { status, seconds } = await start(name, args, {}, path.join(out, `${name}.log`))
  totals.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds })
}

/**
 * The integration suite again on the MongoDB-compatible server, on the files whose subject is the data
 * (scripts/lib/mongo-suite.mjs), its files sharing their worker as on SQLite. `log`: run beside another
 * suite, one worker, its output kept for later.
 */
async function mongoPass(log = null) {
  const extra = [...mongoExcludes(), ...(log ? ['--maxWorkers=1'] : [])]
  // Each file starts a server of its own (tests/int/mongo-par-fichier.ts).
  const env = { TEST_MONGO: 'jongodb', MONGO_COMPAT: '1' }
  return integrationPass('integration-mongodb', { extra, env, log })
}

/** Resolves once the e2e suite's production build of the current sources is in place, or `done()`. */
async function buildReady(done) {
  const stamp = path.join(e2eDistDir(), 'mc-sources.sha256')
  const fingerprint = sourceFingerprint()
  const ready = () => fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === fingerprint
  while (!ready() && !done()) await new Promise((resolve) => setTimeout(resolve, 2000))
}

// The Docker suite's engine and stand-in base images are made from the start, beside the other suites:
// mostly waiting on Debian's mirror, they would add minutes at the end (scripts/docker-test/preparer.mjs).
const dockerPrepLog = path.join(out, 'docker-preparation.log')
const dockerPrep = wanted('docker')
  ? start('docker-preparation', ['scripts/docker-test/preparer.mjs'], {}, dockerPrepLog)
  : null

// Lint and the format check use one core each, and vitest's unit workers do not fill two: side by side
// (docs/decisions/0146-ci-sous-40-minutes.md).
await Promise.all([
  (async () => {
    if (wanted('lint')) await check('lint', ['node_modules/eslint/bin/eslint.js', '.'])
    // Unused files, exports and dependencies (knip.jsonc): part of the lint.
    if (wanted('lint')) await check('knip', ['node_modules/knip/bin/knip.js', '--no-progress'])
    if (wanted('format')) await check('format', ['node_modules/prettier/bin/prettier.cjs', '--check', '.'])
  })(),
  (async () => {
    if (wanted('unit')) await vitest('unit', 'unit')
    if (wanted('unit') || wanted('unit-lent')) await vitest('unit-lent', 'unit-lent')
  })(),
])
/**
 * An integration pass, its files sharing their worker (tests/int/isolement.ts). A file that fails there
 * runs again alone, in a process of its own: its second result counts, and the closing lines name it, so
 * a leak between files shows without turning CI red (docs/decisions/0156-fichiers-en-partage.md).
 */
async function integrationPass(name, { extra = [], env = {}, log = null } = {}) {
  const file = path.join(out, `${name}.json`)
  const first = vitestTotal(name, file, await start(name, vitestArgs('integration', file, extra), env, log))
  const report = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null
  const failedFiles = (report?.testResults ?? []).filter((f) => f.status === 'failed').map((f) => f.name)
  if (!report || failedFiles.length === 0 || failedFiles.length > 5) return first
  const alone = path.join(out, `${name}-isole.json`)
  const rerun = vitestTotal(
    name,
    alone,
    await start(
      `${name} (fichiers échoués, seuls)`,
      vitestArgs('integration', alone, failedFiles),
      { ...env, MC_ISOLATE: '1' },
      log && log.replace(/\.log$/, '-isole.log'),
    ),
  )
  // A file with a failed test is a failed file: the files kept only passed (or skipped) theirs.
  const passedIn = (files) =>
    files.reduce((n, f) => n + f.assertionResults.filter((t) => t.status === 'passed').length, 0)
  const kept = report.testResults.filter((f) => f.status !== 'failed')
  for (const f of failedFiles)
    flaky.push(`${name} › ${path.relative(process.cwd(), f)} (en partage, puis seul)`)
  return {
    name,
    passed: passedIn(kept) + rerun.passed,
    failed: rerun.failed,
    seconds: first.seconds + rerun.seconds,
  }
}
if (wanted('integration')) totals.push(await integrationPass('integration'))

/** The Docker suite, once its engine and stand-in base images are ready; it mostly waits on them. */
async function docker() {
  if (!wanted('docker')) return
  await dockerPrep
  await nodeTest('docker', 'scripts/docker-test.mjs', path.join(out, 'docker.log'))
}

let dockerRun = null
if (wanted('e2e')) {
  const file = path.join(out, 'e2e.json')
  // One production build for e2e, cluster and netns: rebuilt only when the sources changed (the
  // fingerprint of scripts/lib/build.mjs), so a second `npm test` does not build again.
  let ended = false
  const e2e = start('e2e', ['node_modules/@playwright/test/cli.js', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    E2E_REUSE_BUILD: process.env.E2E_REUSE_BUILD ?? '1',
  }).then((result) => {
    ended = true
    return result
  })
  // Beside the browser suite, which leaves most of a core idle waiting on its server and Chromium, once
  // the build (both cores) is in place: the MongoDB pass, then the Docker suite, which reads the same
  // build (deploy/build-image.mjs leaves out what the e2e server writes into it). One at a time, so the
  // browser suite never shares the machine with two others (docs/decisions/0157-ci-a-cote-de-l-e2e.md).
  await buildReady(() => ended)
  const mongo = wanted('mongo') ? mongoPass(path.join(out, 'integration-mongodb.log')) : null
  dockerRun = (async () => {
    const mongoTotal = await mongo
    if (mongoTotal) totals.push(mongoTotal)
    await docker()
  })()
  totals.push(playwrightTotal('e2e', file, await e2e))
} else if (wanted('mongo')) totals.push(await mongoPass())

/** A suite of node's test runner, counted from its TAP report. */
async function nodeTest(name, file, log = null) {
  const tapFile = path.join(out, `${name}.tap`)
  const { status, seconds } = await start(
    name,
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tapFile}`,
      file,
    ],
    {},
    log,
  )
  const tap = fs.existsSync(tapFile) ? fs.readFileSync(tapFile, 'utf8') : ''
  const compte = (mot) => Number(new RegExp(`^# ${mot} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0)
  const passed = compte('pass')
  const failed = compte('fail') + (status !== 0 && compte('fail') === 0 ? 1 : 0)
  totals.push({ name, passed, failed, seconds })
}

// After e2e, whose production build they reuse: the cluster (scripts/cluster-e2e.mjs), then the same
// topology on a real network (network namespaces, as root: tests/netns/cluster.test.mjs), beside the
// end of the Docker suite when it is still running — the image with its single-host compose, run by a
// real Docker engine (scripts/docker-test.mjs), made from that build (docs/decisions/0121-image-depuis-le-build.md).
await Promise.all([
  (async () => {
    if (wanted('cluster')) {
      const file = path.join(out, 'cluster.json')
      const args = ['node_modules/@playwright/test/cli.js', 'test', '-c', 'playwright.cluster.config.ts']
      const result = await start('cluster', args, { PLAYWRIGHT_JSON_OUTPUT_NAME: file })
      totals.push(playwrightTotal('cluster', file, result))
    }
    if (wanted('netns')) await nodeTest('netns', 'tests/netns/cluster.test.mjs')
  })(),
  dockerRun ?? docker(),
])

console.log('\n=== Bilan ===')
for (const t of totals)
  console.log(
    `${t.name.padEnd(22)} ${String(t.passed).padStart(4)} réussis, ${t.failed} échoués (${t.seconds} s)`,
  )
for (const t of flaky) console.log(`instable (réussi au second essai) : ${t}`)
const passed = totals.reduce((n, t) => n + t.passed, 0)
const failed = totals.reduce((n, t) => n + t.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 && passed > 0 ? 0 : 1)
