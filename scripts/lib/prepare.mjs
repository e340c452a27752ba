// Runs scripts/prepare.ts (migrations, seed of an empty database, planner statistics) in a child
// process. Under Playwright that child was seen, now and then, to hang before its first line (Node 20:
// an ES-module import that never settles; the same command alone never did). A stalled run is killed
// and, when `reset` can give it a fresh start, run again, three times at most. It counts as stalled
// after `timeoutMs`, or — when its output goes to a file — after `firstLineMs` without a first line,
// which is how every stall seen so far looked (a 180 s wait became a 60 s one). Before the kill it is
// asked for a Node diagnostic report (JS stack, native stack, open handles), written next to the log.
import { spawn } from 'node:child_process'
import fs from 'node:fs'

const REPORT_GRACE_MS = 5_000
const secondes = (ms) => `${(ms / 1000).toLocaleString('fr-FR')}\u00a0s`

/** Complete diagnostic reports of the directory (Node writes them in one go, checked by parsing). */
function rapports(dir) {
  return fs.readdirSync(dir).filter((name) => {
    if (!name.startsWith('report.')) return false
    try {
      return Boolean(JSON.parse(fs.readFileSync(`${dir}/${name}`, 'utf8')))
    } catch {
      return false
    }
  })
}

const PREPARE = ['scripts/run-ts.mjs', 'scripts/prepare.ts']

function runOnce({ command, env, stdio, timeoutMs, firstLineMs, reportDir }) {
  const logFd = typeof stdio?.[1] === 'number' ? stdio[1] : null
  const sizeAtStart = logFd === null ? 0 : fs.fstatSync(logFd).size
  const args = [...command]
  if (reportDir) args.unshift('--report-on-signal', '--report-signal=SIGUSR2', `--report-directory=${reportDir}`)
  const child = spawn(process.execPath, args, { env, stdio })
  return new Promise((resolve) => {
    let stalled = null
    const stall = (reason) => {
      if (stalled) return
      stalled = reason
      if (!reportDir) return child.kill('SIGKILL')
      const avant = rapports(reportDir).length
      child.kill('SIGUSR2')
      const debut = Date.now()
      const attente = setInterval(() => {
        if (rapports(reportDir).length > avant || Date.now() - debut > REPORT_GRACE_MS) {
          clearInterval(attente)
          child.kill('SIGKILL')
        }
      }, 100)
    }
    const total = setTimeout(() => stall(`ne répond plus après ${secondes(timeoutMs)}`), timeoutMs)
    const first =
      logFd !== null && firstLineMs
        ? setTimeout(() => {
            if (fs.fstatSync(logFd).size === sizeAtStart) stall(`n’a rien écrit en ${secondes(firstLineMs)}`)
          }, firstLineMs)
        : null
    child.on('exit', (code) => {
      clearTimeout(total)
      if (first) clearTimeout(first)
      resolve({ ok: code === 0 && !stalled, stalled })
    })
    child.on('error', () => resolve({ ok: false, stalled: null }))
  })
}

/**
 * @param {object} options
 * @param {string[]} [options.command] the Node arguments of the run (tests give a script of their own)
 * @param {NodeJS.ProcessEnv} options.env
 * @param {import('node:child_process').StdioOptions} [options.stdio]
 * @param {number} options.timeoutMs
 * @param {number} [options.firstLineMs] only when stdout is a file descriptor
 * @param {string} [options.reportDir] where Node writes its diagnostic report before the kill
 * @param {() => void} [options.reset] gives a stalled run a fresh start; without it, no retry
 * @returns {Promise<boolean>}
 */
export async function prepareDatabase({ command = PREPARE, env, stdio = 'inherit', timeoutMs, firstLineMs, reportDir, reset }) {
  for (let attempt = 1; ; attempt += 1) {
    const { ok, stalled } = await runOnce({ command, env, stdio, timeoutMs, firstLineMs, reportDir })
    if (ok) return true
    const rapport = reportDir ? ` (rapport de diagnostic dans ${reportDir})` : ''
    if (!stalled || !reset || attempt === 3) {
      if (stalled) console.error(`La préparation de la base ${stalled}${rapport}.`)
      return false
    }
    console.error(`La préparation de la base ${stalled}${rapport}\u00a0: nouvel essai (${attempt + 1}/3).`)
    reset()
  }
}
