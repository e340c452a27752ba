// @vitest-environment node
// Next's file cache as `next start` gets it without Redis (src/lib/infra/cache/file-handler.mjs): what a
// stranger asks for never reaches the disk, and what stays in memory is bounded in bytes.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import BoundedFileCache from '../../src/lib/infra/cache/file-handler.mjs'
import { storagePolicy } from '../../src/lib/infra/cache/storagePolicy.mjs'

const require = createRequire(import.meta.url)
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js')

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-budget-'))
const server = path.join(dist, 'server')
fs.mkdirSync(server)
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

const MEMORY_BYTES = 2 * 1024 * 1024
const cache = new BoundedFileCache({
  fs: nodeFs,
  dev: false,
  flushToDisk: true,
  serverDistDir: server,
  revalidatedTags: [],
  maxMemoryCacheSize: MEMORY_BYTES,
})

type Entry = { value: { html?: string; status?: number; data?: { body: string } } } | null
/** A read as Next's incremental cache sends it (the test's contexts are the parts the handler reads). */
const read = (k: string, ctx: object) => cache.get(k, ctx as never) as Promise<Entry>
const write = (k: string, value: object, ctx: object) => cache.set(k, value as never, ctx as never)

/** Bytes under the cache's folders (pages under server/, data under cache/fetch-cache). */
function bytes(p = dist): number {
  if (!fs.existsSync(p)) return 0
  const s = fs.statSync(p)
  if (!s.isDirectory()) return s.size
  return fs.readdirSync(p).reduce((t, n) => t + bytes(path.join(p, n)), 0)
}

// A rendered page as Next 16 passes it (≈ 120 KB, what a search page weighs), with its status.
const page = (status: number) => ({
  kind: 'APP_PAGE',
  html: `<html lang="fr">${'x'.repeat(100_000)}</html>`,
  rscData: Buffer.alloc(20_000, 'r'),
  segmentData: new Map([['/_tree', Buffer.from('arbre')]]),
  headers: { 'x-next-cache-tags': 'produits' },
  postponed: undefined,
  status,
})
const pageCtx = { cacheControl: { revalidate: false, expire: undefined }, isRoutePPREnabled: false }
const readPage = { kind: 'APP_PAGE', softTags: [] }
const key = (route: string, pathname: string) => `/route-cache/APP_PAGE/${route}/$${pathname}`

const data = (body: unknown) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify(body), status: 200, url: '' },
  revalidate: false,
})
const dataCtx = (page: string) => ({
  fetchCache: true,
  tags: ['produits'],
  fetchUrl: `unstable_cache ${page}  lireRecherche`,
})
const readData = { kind: 'FETCH', tags: ['produits'], softTags: [] }

describe('the page cache without Redis', () => {
  it('never stores a not-found page, whatever its URL', async () => {
    const before = bytes()
    for (let i = 0; i < 50; i++) {
      const k = key('catch-all', `/inconnue-${i}`)
      await write(k, page(404), pageCtx)
      expect(await read(k, readPage)).toBeNull()
    }
    expect(bytes()).toBe(before)
  })

  it(
    'keeps 400 searches, page numbers and facet values in memory only, within its byte budget',
    { timeout: 30_000 },
    async () => {
      const before = bytes()
      const keys = Array.from(
        { length: 400 },
        (_, i) =>
          [
            key('recherche', `/produits/recherche/mot${i}/1`),
            key('liste', `/produits/page/${i + 2}`),
            key('facette', `/produits/affiches/audiences/valeur-${i}`),
            key('facette-page', `/produits/affiches/themes/bleu/page/${i + 2}`),
          ][i % 4],
      )
      for (const k of keys) await write(k, page(200), pageCtx)
      // Nothing written to disk: 400 pages of 120 KB would be 48 MB.
      expect(bytes()).toBe(before)
      // The most recent are served from memory, the oldest were evicted: 2 MB hold about 16 of them.
      expect((await read(keys[399], readPage))?.value?.html).toContain('<html lang="fr">')
      expect(await read(keys[0], readPage)).toBeNull()
      let kept = 0
      for (const k of keys) if (await read(k, readPage)) kept++
      expect(kept).toBeGreaterThan(5)
      expect(kept * 120_000).toBeLessThanOrEqual(MEMORY_BYTES)
    },
  )

  it('still writes the pages the content decides to disk, and reads them back', async () => {
    const before = bytes()
    const k = key('produit', '/produits/affiches/emotions')
    await write(k, page(200), pageCtx)
    expect(bytes() - before).toBeGreaterThan(120_000)
    expect(
      fs.existsSync(path.join(server, 'route-cache/APP_PAGE/produit/$/produits/affiches/emotions.html')),
    ).toBe(true)
    expect((await read(k, readPage))?.value?.status).toBe(200)
  })

  it('stores no empty lookup, and the data of a search in memory only', async () => {
    const before = bytes()
    await write('inconnu', data(null), dataCtx('/articles/[slug]'))
    expect(await read('inconnu', readData)).toBeNull()
    await write('recherche', data({ docs: [1, 2] }), dataCtx('/produits/recherche/[q]/[page]'))
    expect(bytes()).toBe(before)
    expect((await read('recherche', readData))?.value?.data?.body).toBe('{"docs":[1,2]}')
    await write('article', data({ titre: 'Été' }), dataCtx('/articles/[slug]'))
    expect(bytes()).toBeGreaterThan(before)
  })
})

describe('storagePolicy', () => {
  it('classifies by status, path and lookup result', () => {
    expect(storagePolicy(key('r', '/produits/recherche/a/1'), page(200), pageCtx)).toBe('memory')
    expect(storagePolicy(key('r', '/articles/page/3'), page(200), pageCtx)).toBe('memory')
    expect(storagePolicy(key('r', '/produits/affiches/page'), page(200), pageCtx)).toBe('disk')
    expect(storagePolicy(key('r', '/produits/affiches/emotions'), page(500), pageCtx)).toBe('none')
    expect(storagePolicy(key('r', '/'), page(200), pageCtx)).toBe('disk')
    expect(storagePolicy('k', data(null), dataCtx('/produits/affiches/[slug]'))).toBe('none')
    expect(storagePolicy('k', data([]), dataCtx('/produits/page/[n]'))).toBe('memory')
    expect(storagePolicy('k', data([]), { fetchCache: true, tags: [] })).toBe('disk')
  })
})
