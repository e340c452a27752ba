// The pure parts of `npm run cluster` (scripts/cluster.mjs): its ports and the haproxy configuration it
// writes from deploy/haproxy.cfg, the file compose.yaml mounts as is.
import fs from 'node:fs'
import path from 'node:path'

export const HAPROXY_TEMPLATE = 'deploy/haproxy.cfg'

/**
 * Where everything lives: haproxy on PORT, the instances on PORT+1 and PORT+2, Redis on PORT+10.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ port: number, instances: [number, number], redis: number }}
 */
export function clusterPorts(env = process.env) {
  const port = Number(env.PORT || 3000)
  // Not 6379: a Redis of the machine may already hold other data there.
  const redis = Number(env.REDIS_PORT || port + 10)
  for (const [name, value] of [
    ['PORT', port],
    ['REDIS_PORT', redis],
  ]) {
    if (!Number.isInteger(value) || value < 1 || value > 65533) {
      throw new Error(`${name} invalide (${env[name]}) : un numéro de port entre 1 et 65533.`)
    }
  }
  return { port, instances: [port + 1, port + 2], redis }
}

/**
 * haproxy's environment variables for the template: compose.yaml sets the same ones.
 * @param {{ port: number, instances: number[], host?: string }} ports
 * @returns {Record<string, string>}
 */
export function haproxyVariables({ port, instances, host = '127.0.0.1' }) {
  return {
    MC_PORT: String(port),
    MC_INSTANCE_1: `${host}:${instances[0]}`,
    MC_INSTANCE_2: `${host}:${instances[1]}`,
  }
}

/**
 * The template with its `"${NAME}"` (or `"${NAME-default}"`) replaced as haproxy itself would, so the file
 * written under tmp/cluster reads as the configuration that runs. A variable neither given nor defaulted
 * is an error rather than an empty address.
 * @param {string} template
 * @param {Record<string, string | undefined>} variables
 * @returns {string}
 */
export function haproxyConfig(template, variables) {
  return template.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:-([^}]*))?\}/g, (_all, name, fallback) => {
    const value = variables[name] ?? fallback
    if (value === undefined) throw new Error(`Variable ${name} absente du modèle haproxy.`)
    return value
  })
}

/**
 * Reads the template from the repository and writes the configuration of this run into `dir`.
 * @param {{ dir: string, port: number, instances: number[], root?: string }} options
 * @returns {string} the file written
 */
export function writeHaproxyConfig({ dir, port, instances, root = process.cwd() }) {
  const template = fs.readFileSync(path.join(root, HAPROXY_TEMPLATE), 'utf8')
  const file = path.join(dir, 'haproxy.cfg')
  fs.writeFileSync(file, haproxyConfig(template, haproxyVariables({ port, instances })))
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
