// Test-only stand-ins for the official base images (docs/decisions/0120-images-de-remplacement.md): this
// machine reaches Debian's mirror and the npm registry, not Docker Hub. A Debian bookworm root file system
// from mmdebstrap becomes `mc-standin/bookworm`, tagged as the Dockerfile's `debian:bookworm-slim` (the
// image brings its own Node: deploy/node-binary.mjs); Redis and nginx come from Debian's packages.
// Each is tagged with the official name the Dockerfile and compose.vps.yaml use, so those files stay as
// they are for real machines. An image already there (pulled, or made by an earlier run) is kept.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const BASE = 'mc-standin/bookworm:1'
// The host's CA bundle: here the registries' certificates chain to a CA only it trusts (without it, npm
// ci in the image fails with SELF_SIGNED_CERT_IN_CHAIN).
const HOST_CA = '/etc/ssl/certs/ca-certificates.crt'
const LABEL = 'LABEL org.mots-couleurs.standin="test only: docs/decisions/0120-images-de-remplacement.md"'

/** The official names: the Dockerfile's base, compose.vps.yaml's Redis and nginx. */
export function officialNames(root = process.cwd()) {
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8')
  const compose = fs.readFileSync(path.join(root, 'compose.vps.yaml'), 'utf8')
  const image = (re, text) => {
    const found = re.exec(text)?.[1]
    if (!found) throw new Error(`image introuvable : ${re}`)
    return found
  }
  return {
    debian: image(/^FROM (debian:\S+)/m, dockerfile),
    redis: image(/image: (redis:\S+)/, compose),
    nginx: image(/image: (nginx:\S+)/, compose),
  }
}

export const imageExists = (name) =>
  spawnSync('docker', ['image', 'inspect', name], { stdio: 'ignore' }).status === 0

function build(tag, dockerfile, files = {}) {
  const context = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-standin-'))
  try {
    fs.writeFileSync(path.join(context, 'Dockerfile'), dockerfile)
    for (const [name, source] of Object.entries(files))
      fs.cpSync(source, path.join(context, name), { recursive: true, dereference: true })
    // The host's network: apt reaches Debian's mirror as the host does.
    execFileSync('docker', ['build', '--network', 'host', '-q', '-t', tag, context], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DOCKER_BUILDKIT: '0' },
    })
  } finally {
    fs.rmSync(context, { recursive: true, force: true })
  }
}

// As debian:bookworm-slim: no manuals, documentation or translations; /usr merged by mmdebstrap's own
// hook (usr-is-merged) rather than by the usrmerge package, which brings 47 MB of Perl along.
const MMDEBSTRAP = [
  '--variant=minbase',
  '--quiet',
  '--aptopt=APT::Install-Recommends "false"',
  ...['/usr/share/man/*', '/usr/share/doc/*', '/usr/share/info/*', '/usr/share/locale/*'].map(
    (glob) => `--dpkgopt=path-exclude=${glob}`,
  ),
  '--dpkgopt=path-include=/usr/share/doc/*/copyright',
  '--dpkgopt=path-include=/usr/share/locale/locale.alias',
  '--hook-dir=/usr/share/mmdebstrap/hooks/merged-usr',
  '--customize-hook=rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin',
]

/** bookworm minbase from Debian's mirror (kept as its own image: mmdebstrap runs once). */
function importRootfs() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-bookworm-'))
  try {
    const tar = path.join(dir, 'rootfs.tar')
    execFileSync('mmdebstrap', [...MMDEBSTRAP, 'bookworm', tar], { stdio: 'inherit' })
    execFileSync('docker', ['import', tar, `${BASE}-rootfs`], { stdio: 'ignore' })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The root file system with the host's CA bundle. */
function makeBase() {
  if (!imageExists(`${BASE}-rootfs`)) importRootfs()
  build(
    BASE,
    `FROM ${BASE}-rootfs
${LABEL}
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt
CMD ["bash"]
`,
    { 'ca-certificates.crt': HOST_CA },
  )
}

const apt = (packages) =>
  `RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${packages} > /dev/null \\
 && rm -rf /var/lib/apt/lists/*`

function makeRedis(tag) {
  build(tag, `FROM ${BASE}\n${LABEL}\n${apt('redis-server')}\nCMD ["redis-server"]\n`)
}

/** Debian's nginx with the official image's start: /etc/nginx/templates/*.template through envsubst
 *  (only the variables set, so nginx's own $variables stay) into conf.d, then nginx in the foreground. */
function makeNginx(tag) {
  const entrypoint = `#!/bin/sh
set -e
defined=$(env | cut -d= -f1 | sed 's/^/$/' | tr '\\n' ' ')
for template in /etc/nginx/templates/*.template; do
  [ -e "$template" ] || continue
  envsubst "$defined" < "$template" > "/etc/nginx/conf.d/$(basename "$template" .template)"
done
exec "$@"
`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-nginx-'))
  fs.writeFileSync(path.join(dir, 'entrypoint.sh'), entrypoint, { mode: 0o755 })
  try {
    build(
      tag,
      `FROM ${BASE}
${LABEL}
${apt('nginx gettext-base')}
RUN rm -f /etc/nginx/sites-enabled/default \\
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY entrypoint.sh /docker-entrypoint.sh
ENTRYPOINT ["/docker-entrypoint.sh"]
CMD ["nginx", "-g", "daemon off;"]
`,
      { 'entrypoint.sh': path.join(dir, 'entrypoint.sh') },
    )
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Makes every missing image. Returns the seconds each step took (0 when the image was there).
 * @param {string} root the project
 */
export function ensureStandins(root = process.cwd()) {
  const names = officialNames(root)
  const seconds = {}
  const step = (name, exists, make) => {
    const started = Date.now()
    if (!exists) make()
    seconds[name] = Math.round((Date.now() - started) / 1000)
  }
  const missing = Object.values(names).filter((name) => !imageExists(name))
  step('bookworm', missing.length === 0 || imageExists(BASE), makeBase)
  step('debian', imageExists(names.debian), () =>
    execFileSync('docker', ['tag', BASE, names.debian], { stdio: 'ignore' }),
  )
  step('redis', imageExists(names.redis), () => makeRedis(names.redis))
  step('nginx', imageExists(names.nginx), () => makeNginx(names.nginx))
  return { names, seconds }
}
