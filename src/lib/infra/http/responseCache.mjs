// What the caching front (deploy/nginx/boutique.conf.template) answers from its store, `next start` alone
// answers from this process's memory, before Next routes the request: a cached page or a public API answer
// is written again as Next last sent it, byte for byte, without Next's router, render cache or compression
// (docs/decisions/0228-reponses-en-memoire.md). The front's rules, read the same way:
// - never answered from memory: a staff session, draft mode, credentials, a visitor's own likes, the
//   private paths, a conditional or partial request, an encoded path (src/proxy.ts reads those);
// - one copy per URL as written, per encoding (gzip or none: the request's Accept-Encoding is reduced to
//   that before Next reads it) and per value of the headers Next varies its pages by;
// - kept only when the answer says a shared cache may keep it (`s-maxage`, else `max-age`), sets no
//   cookie, is a 200 and text; and the one 404 page of made-up URLs (./notFoundRewrite.mjs), whatever
//   its Cache-Control says to the browser: it is the same page for every made-up URL;
// - what visitors' input decides (a query string, a search, a facet value's page) has a budget of its own.
// Unlike the front, nothing waits for a second to pass: the cache's revalidation of a tag empties this
// store at once (./../cache/file-handler.mjs), or only the paths the server says those tags show
// (RESPONSE_SCOPE). Not with REDIS_URL: another instance's revalidation is not heard here, which is why
// next.config.mjs keeps no memory copy in front of Redis either. Plain JavaScript: the preload loads it.
import http from 'node:http'

import { NOT_FOUND_HEADER } from './notFoundRewrite.mjs'

const STATE = Symbol.for('mots-couleurs.responseCache')
/** Installed by the server: (tags) => (path) => whether a revalidation of those tags changes that path's
 *  answers; null (or no function) for every path. */
export const RESPONSE_SCOPE = Symbol.for('mots-couleurs.responseScope')

export const BUDGETS = { content: 16 * 1024 * 1024, visitor: 4 * 1024 * 1024 }
export const MAX_ENTRY_BYTES = 512 * 1024

const PRIVATE_COOKIE = /(^|;\s*)(payload-token|__prerender_bypass|__next_preview_data)=/i
const PRIVATE_PATH =
  /^\/+(admin|commande|mes-affiches-aimees)(\/|\?|$)|^\/+api\/+(commande|users|apercu|admin)(\/|\?|$)|^\/+api\/+produits\/+[^/?]+\/+like(\/|\?|$)/i
const REQUEST_BYPASS = ['authorization', 'x-visitor-id', 'range', 'if-none-match', 'if-modified-since']
const VISITOR_ZONE = [
  /\?./,
  /^\/+produits\/+recherche(\/|\?|$)/,
  /\/page\/+[^/]+\/*\?/,
  /^\/+produits\/+affiches\/+[^/]+\/+[^/?]+/,
]
// Next's Vary but Accept-Encoding, written into the key as the front writes them; and Sec-Fetch-Dest,
// which Next reads without saying so: a made-up URL asked for as an image or a script gets a plain-text
// 404 (next/dist/server/lib/router-server.js), not the 404 page.
const KEY_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'sec-fetch-dest',
]
const STORED_TYPE = /^(text\/html|text\/plain|text\/xml|application\/json|application\/xml)/i
const NOT_STORED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

/** Whether the client takes gzip (the compression middleware's choice: gzip unless `q=0`). */
export function acceptsGzip(header) {
  if (typeof header !== 'string') return false
  return header.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    if (name !== 'gzip' && name !== '*') return false
    const q = params.find((p) => p.startsWith('q='))
    return !q || Number(q.slice(2)) > 0
  })
}

/**
 * The request's key, or null when it is never answered from memory. Reduces its Accept-Encoding to
 * gzip or nothing, so that what Next answers is the copy the key names.
 * @param {import('node:http').IncomingMessage} request
 */
export function keyOf(request) {
  const { method, url, headers } = request
  if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith('/') || url.includes('%')) return null
  if (REQUEST_BYPASS.some((name) => headers[name] !== undefined)) return null
  if ((headers.cookie && PRIVATE_COOKIE.test(headers.cookie)) || PRIVATE_PATH.test(url)) return null
  const gzip = acceptsGzip(headers['accept-encoding'])
  if (gzip) headers['accept-encoding'] = 'gzip'
  else delete headers['accept-encoding']
  let key = `${url}|${gzip ? 'gzip' : ''}`
  for (const name of KEY_HEADERS) key += `|${headers[name] ?? ''}`
  return key
}

const pathOfKey = (key) => key.slice(0, key.indexOf('|'))

/**
 * Seconds a copy of this answer stays fresh here; 0 when it is not kept.
 * @param {import('node:http').ServerResponse} response
 */
export function lifetimeOf(response) {
  if (response.getHeader('set-cookie') !== undefined) return 0
  const type = String(response.getHeader('content-type') ?? '')
  if (!STORED_TYPE.test(type)) return 0
  if (response.statusCode === 404 && response.getHeader(NOT_FOUND_HEADER) !== undefined)
    return /^text\/html/i.test(type) ? Infinity : 0
  if (response.statusCode !== 200) return 0
  if (/stale/i.test(String(response.getHeader('x-nextjs-cache') ?? ''))) return 0
  const control = String(response.getHeader('cache-control') ?? '')
  if (/private|no-store|no-cache/i.test(control)) return 0
  const age = /s-maxage=(\d+)/i.exec(control) ?? /(?:^|[\s,])max-age=(\d+)/i.exec(control)
  return age ? Number(age[1]) : 0
}

/** Entries of one budget, least recently used out first. */
class Zone {
  constructor(budget) {
    this.budget = budget
    this.bytes = 0
    this.entries = new Map()
  }
  get(key) {
    const entry = this.entries.get(key)
    if (entry === undefined) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }
  set(key, entry) {
    this.delete(key)
    this.entries.set(key, entry)
    this.bytes += entry.bytes
    for (const [old, e] of this.entries) {
      if (this.bytes <= this.budget) break
      this.entries.delete(old)
      this.bytes -= e.bytes
    }
  }
  delete(key) {
    const entry = this.entries.get(key)
    if (entry === undefined) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }
  clear() {
    this.entries.clear()
    this.bytes = 0
  }
}

/** The stored form of an answer: its status, the headers Next set (not the request hooks'), its bytes. */
function entryOf(response, hookHeaders, body, lifetime, now) {
  const headers = []
  // As Next spelled them (getHeaders() gives lower case).
  for (const name of response.getRawHeaderNames()) {
    const lower = name.toLowerCase()
    if (hookHeaders.has(lower) || NOT_STORED.has(lower)) continue
    // Written again from memory, a page Next had just rendered is a cache hit.
    headers.push([name, lower === 'x-nextjs-cache' ? 'HIT' : response.getHeader(name)])
  }
  const bytes = body.length + headers.reduce((t, [n, v]) => t + n.length + String(v).length, 0) + 64
  return { status: response.statusCode, headers, body, expires: now + lifetime * 1000, bytes }
}

function serve(entry, request, response) {
  response.statusCode = entry.status
  for (const [name, value] of entry.headers) response.setHeader(name, value)
  response.setHeader('content-length', entry.body.length)
  response.end(request.method === 'HEAD' ? undefined : entry.body)
}

/**
 * @param {{ now?: () => number, budgets?: { content: number, visitor: number }, maxEntryBytes?: number }} [o]
 */
export function createResponseCache({
  now = Date.now,
  budgets = BUDGETS,
  maxEntryBytes = MAX_ENTRY_BYTES,
} = {}) {
  const zones = { content: new Zone(budgets.content), visitor: new Zone(budgets.visitor) }
  const zoneOf = (key) => (VISITOR_ZONE.some((re) => re.test(pathOfKey(key))) ? zones.visitor : zones.content)
  // A write's revalidation moves it on: an answer rendered before it is not kept after it.
  let generation = 0

  function lookup(key) {
    const zone = zoneOf(key)
    const entry = zone.get(key)
    if (entry === undefined || entry.expires > now()) return entry
    zone.delete(key)
    return undefined
  }

  /** Copies what Next writes for this request, and keeps it once sent if it may be kept. */
  function capture(key, response) {
    const started = generation
    const hookHeaders = new Set(response.getHeaderNames())
    const chunks = []
    let size = 0
    let keeping = true
    // Read once, at the first bytes: the status and headers are then final.
    let lifetime = 0
    const keep = (chunk, encoding) => {
      if (!keeping || chunk == null || typeof chunk === 'function') return
      if (size === 0 && (lifetime = lifetimeOf(response)) === 0) return void (keeping = false)
      const copy =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
          : Buffer.from(chunk)
      size += copy.length
      if (size > maxEntryBytes) return void ((keeping = false), (chunks.length = 0))
      chunks.push(copy)
    }
    const { write, end } = response
    response.write = function (chunk, encoding, callback) {
      keep(chunk, encoding)
      return write.call(this, chunk, encoding, callback)
    }
    response.end = function (chunk, encoding, callback) {
      keep(chunk, encoding)
      return end.call(this, chunk, encoding, callback)
    }
    response.once('finish', () => {
      if (!keeping || size === 0 || generation !== started) return
      zoneOf(key).set(key, entryOf(response, hookHeaders, Buffer.concat(chunks, size), lifetime, now()))
    })
  }

  return {
    /**
     * Next's request listener behind the store.
     * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void} listener
     * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void}
     */
    wrap(listener) {
      return function answer(request, response) {
        const key = keyOf(request)
        if (key !== null) {
          const entry = lookup(key)
          if (entry !== undefined) return serve(entry, request, response)
          if (request.method === 'GET') capture(key, response)
        }
        return listener.call(this, request, response)
      }
    },
    /** After a revalidation of `tags` (every tag when none are given). @param {readonly string[]} [tags] */
    clear(tags) {
      generation++
      const scope =
        tags && typeof globalThis[RESPONSE_SCOPE] === 'function' ? globalThis[RESPONSE_SCOPE](tags) : null
      for (const zone of Object.values(zones)) {
        if (!scope) zone.clear()
        else for (const key of [...zone.entries.keys()]) if (scope(pathOfKey(key))) zone.delete(key)
      }
    },
    bytes: () => zones.content.bytes + zones.visitor.bytes,
  }
}

/** What the server says a revalidation of some tags changes (src/instrumentation.ts). */
export function installResponseScope(scope) {
  globalThis[RESPONSE_SCOPE] = scope
}

/** Empties what a revalidation of `tags` may change (./../cache/file-handler.mjs calls it). */
export function clearResponseCache(tags) {
  globalThis[STATE]?.clear(tags)
}

/**
 * Puts the store in front of the listener `next start` gives its HTTP server. Called by
 * scripts/lib/preload.mjs before Next creates it; not with REDIS_URL, nor with RESPONSE_CACHE=off.
 * @param {Record<string, string | undefined>} [env]
 * @returns {boolean} whether it was installed
 */
export function installResponseCache(env = process.env) {
  if (globalThis[STATE] || env.REDIS_URL?.trim() || env.RESPONSE_CACHE === 'off') return false
  const cache = createResponseCache()
  globalThis[STATE] = cache
  const createServer = http.createServer
  http.createServer = function (...args) {
    const i = args.findIndex((a) => typeof a === 'function')
    if (i !== -1) args[i] = cache.wrap(args[i])
    return createServer.apply(this, args)
  }
  return true
}
