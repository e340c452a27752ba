// The pure parts of `npm run cluster` (scripts/cluster.mjs): its ports and the nginx configuration it
// writes from deploy/nginx/boutique.conf.template, the file compose.yaml gives the official image.
import fs from 'node:fs'
import path from 'node:path'

/** nobody's and nogroup's ids on Debian. */
const NOBODY = 65534

export const FRONT_TEMPLATE = 'deploy/nginx/boutique.conf.template'

/**
 * Where everything lives: the front (nginx) on PORT, the instances on PORT+1 and PORT+2, Redis on PORT+10.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ port: number, instances: [number, number], redis: number }}
 */
export function clusterPorts(env = process.env) {
  const port = Number(env.PORT || 3000)
  // Not 6379: a Redis of the machine may already hold other data there.
  const redis = Number(env.REDIS_PORT || port + 10)
  // The rate-limit counters' own Redis (noeviction): the cache's evictions never reach them.
  const redisLimits = Number(env.REDIS_LIMITS_PORT || port + 11)
  for (const [name, value] of [
    ['PORT', port],
    ['REDIS_PORT', redis],
    ['REDIS_LIMITS_PORT', redisLimits],
  ]) {
    if (!Number.isInteger(value) || value < 1 || value > 65533) {
      throw new Error(`${name} invalide (${env[name]}) : un numéro de port entre 1 et 65533.`)
    }
  }
  return { port, instances: [port + 1, port + 2], redis, redisLimits }
}

const LOOPBACK = ['localhost', '127.0.0.1']

/**
 * The names the front answers (nginx's server_name): SITE_URL's host; a site on the loopback answers
 * under both of its spellings (the suites call 127.0.0.1, SITE_URL says localhost). Any other Host is
 * refused by the template's default server.
 * @param {string | undefined} siteUrl
 * @returns {string}
 */
export function serverNames(siteUrl) {
  const { hostname } = new URL(siteUrl || 'http://localhost')
  const names = LOOPBACK.includes(hostname) ? LOOPBACK : [hostname]
  return names.join(' ')
}

/**
 * The template's variables: compose.yaml sets the same ones for the official image.
 * @param {{ port: number, instances: number[], host?: string, hosts?: string[], cacheDir: string, siteUrl?: string }} options
 *   `hosts`: one address per instance (the namespace suite), else `host` for both
 * @returns {Record<string, string>}
 */
export function frontVariables({
  port,
  instances,
  host = '127.0.0.1',
  hosts = [host, host],
  cacheDir,
  siteUrl = process.env.SITE_URL,
}) {
  return {
    MC_PORT: String(port),
    MC_SERVER_NAMES: serverNames(siteUrl),
    MC_INSTANCE_1: `${hosts[0]}:${instances[0]}`,
    MC_INSTANCE_2: `${hosts[1]}:${instances[1]}`,
    MC_CACHE_DIR: cacheDir,
  }
}

/**
 * The template with its `${NAME}` replaced as the official image's envsubst would, so the file written
 * under tmp/cluster reads as the configuration that runs. A variable not given is an error rather than
 * an empty address; nginx's own `$name` variables are left alone.
 * @param {string} template
 * @param {Record<string, string | undefined>} variables
 * @returns {string}
 */
export function frontConfig(template, variables) {
  return template.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_all, name) => {
    const value = variables[name]
    if (value === undefined) throw new Error(`Variable ${name} absente du modèle nginx.`)
    return value
  })
}

/**
 * Writes nginx.conf for this run into `dir`: the main context (pid, logs and temporary files in `dir`,
 * one worker per core) around the template, as the official image's nginx.conf includes it.
 * As root, nginx's workers run as nobody: the folders they write are given to it.
 * @param {{ dir: string, port: number, instances: number[], host?: string, hosts?: string[], root?: string, siteUrl?: string }} options
 * @returns {string} the file written
 */
export function writeFrontConfig({ dir, port, instances, host, hosts, root = process.cwd(), siteUrl }) {
  const template = fs.readFileSync(path.join(root, FRONT_TEMPLATE), 'utf8')
  const cacheDir = path.join(dir, 'nginx-cache')
  const temp = path.join(dir, 'nginx-temp')
  // The template's second zone, the visitors' budget, is its sibling.
  const dirs = [cacheDir, `${cacheDir}-visiteurs`, temp]
  for (const d of dirs) fs.mkdirSync(d, { recursive: true })
  const asRoot = process.getuid?.() === 0
  if (asRoot) for (const d of dirs) fs.chownSync(d, NOBODY, NOBODY)
  const boutique = frontConfig(template, frontVariables({ port, instances, host, hosts, cacheDir, siteUrl }))
  const file = path.join(dir, 'nginx.conf')
  fs.writeFileSync(
    file,
    [
      ...(asRoot ? ['user nobody nogroup;'] : []),
      'worker_processes auto;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 4096; }',
      'http {',
      '    default_type application/octet-stream;',
      `    access_log ${path.join(dir, 'nginx-acces.log')};`,
      `    client_body_temp_path ${temp}/body;`,
      `    proxy_temp_path ${temp}/proxy;`,
      `    fastcgi_temp_path ${temp}/fastcgi;`,
      `    uwsgi_temp_path ${temp}/uwsgi;`,
      `    scgi_temp_path ${temp}/scgi;`,
      boutique,
      '}',
      '',
    ].join('\n'),
  )
  return file
}

/**
 * The first executable named `name` in PATH or in the system folders a non-root PATH may lack.
 * @param {string} name
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | null}
 */
export function findExecutable(name, env = process.env) {
  const dirs = [...(env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/bin', '/sbin', '/bin']
  for (const dir of dirs.filter(Boolean)) {
    const file = path.join(dir, name)
    try {
      fs.accessSync(file, fs.constants.X_OK)
      return file
    } catch {
      // not there: the next folder
    }
  }
  return null
}
