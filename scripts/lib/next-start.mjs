// The arguments of `next start` for every script that runs it: Node preloads scripts/lib/preload.mjs
// (client address and security headers from the first request on, src/lib/infra/http/incomingRequest.mjs).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const PRELOAD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'preload.mjs')

// The server's memory (docs/decisions/0143-memoire-bornee.md). V8's old generation is capped: without a
// cap V8 sizes it after the machine's memory and lets a burst of distinct URLs grow it rather than
// collect. The Dockerfile's CMD repeats the figure (tests/unit/next-start.test.ts keeps them equal).
export const HEAP_MB = 512

/**
 * The server's environment: glibc kept to two malloc arenas (it makes up to 8 per core, one per thread
 * that allocates — libuv's pool, sharp's — and keeps what is freed in each), read by glibc when the
 * process starts, hence set here rather than by the server. The caller's value wins.
 * @param {Record<string, string | undefined>} env
 */
export const serverEnv = (env) => ({ MALLOC_ARENA_MAX: '2', ...env })

/**
 * @param {number | string} port
 * @param {string} [host] the address to bind; none binds every interface
 * @returns {string[]} the arguments for `node`
 */
export function nextStartArgs(port, host) {
  return [
    `--max-old-space-size=${HEAP_MB}`,
    '--import',
    PRELOAD,
    'node_modules/next/dist/bin/next',
    'start',
    '-p',
    String(port),
    ...(host ? ['-H', host] : []),
  ]
}
