// The arguments of `next start` for every script that runs it: Node preloads scripts/lib/preload.mjs
// (client address and security headers from the first request on, src/lib/http/incomingRequest.mjs).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const PRELOAD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'preload.mjs')

/**
 * @param {number | string} port
 * @param {string} [host] the address to bind; none binds every interface
 * @returns {string[]} the arguments for `node`
 */
export function nextStartArgs(port, host) {
  return [
    '--import',
    PRELOAD,
    'node_modules/next/dist/bin/next',
    'start',
    '-p',
    String(port),
    ...(host ? ['-H', host] : []),
  ]
}
