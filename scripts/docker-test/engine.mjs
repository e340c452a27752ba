// The Docker engine for `npm run docker:test`: Debian's docker.io (dockerd 20.10) and docker-compose
// (1.29) when absent, dockerd started in the background when it does not answer (overlay2, as root).
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'

const answers = () => spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0

/** The compose command: the `docker compose` plugin when there is one, else Debian's docker-compose. */
export function composeCommand() {
  if (spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0)
    return ['docker', 'compose']
  return ['docker-compose']
}

function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  })
}

async function waitFor(check, seconds, message) {
  const until = Date.now() + seconds * 1000
  while (!check()) {
    if (Date.now() > until) throw new Error(message)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** Installs and starts what is missing. Returns what it did, for the closing line. */
export async function ensureEngine() {
  const packages = []
  if (!has('dockerd')) packages.push('docker.io')
  if (!has('docker-compose') && spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status !== 0)
    packages.push('docker-compose')
  if (!has('mmdebstrap')) packages.push('mmdebstrap')
  if (packages.length > 0) aptInstall(packages)
  if (answers()) return { installed: packages, started: false }
  // Left running after the test (as a service would be): the next run and the image cache reuse it.
  const log = fs.openSync('/tmp/mc-dockerd.log', 'a')
  spawn('dockerd', ['--storage-driver', 'overlay2'], { detached: true, stdio: ['ignore', log, log] }).unref()
  await waitFor(answers, 60, 'dockerd ne répond pas (60 s) : voir /tmp/mc-dockerd.log')
  return { installed: packages, started: true }
}
