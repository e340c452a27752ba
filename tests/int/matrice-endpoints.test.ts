/**
 * The access matrix's custom endpoints (src/access/matrice.ts): every endpoint of the config is in it,
 * and each answers each role and anonymous visitors as it says, through real requests to Payload's REST
 * router with real sessions.
 */
import path from 'node:path'

import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { COLLECTIONS, ECRANS, ENDPOINTS, GLOBALS, ROLES, type Qui } from '@/access/matrice'
import { cleEndpoint } from '@/access/selonMatrice'
import { ADMIN_LINKS, liensPour } from '@/admin/components/links'

import { jetonsEquipe } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
const jetons: Partial<Record<Qui, string>> = {}
let payloadPropres: Set<unknown>

/** Allowed calls not made here: they would run real work (a backup) on an empty body. */
const SANS_APPEL_PERMIS = new Set(['POST /sauvegardes'])
/** Bodies that reach the handler's own checks rather than the export plugin's refusal of a non-catalogue
 *  collection (src/lib/admin/catalogue/plugin.ts). */
const CORPS: Record<string, unknown> = {
  'POST /exports/download': { data: { collectionSlug: 'produits', format: 'csv' } },
  'POST /exports/export-preview': { collectionSlug: 'produits', format: 'csv' },
}

/** Payload's own endpoints, which its sanitized config lists beside the shop's (the same objects). */
async function endpointsDePayload(): Promise<Set<unknown>> {
  const dist = path.resolve('node_modules/payload/dist')
  const modules = await Promise.all(
    ['auth', 'uploads', 'globals', 'collections'].map(
      (d) => import(path.join(dist, d, 'endpoints/index.js')),
    ),
  )
  return new Set(
    modules.flatMap((m) =>
      Object.values(m as Record<string, unknown>).flatMap((v) => (Array.isArray(v) ? v : [v])),
    ),
  )
}

/** The config's custom endpoints: the root ones and each collection's and global's, as /api sees them. */
function endpointsDeLaConfig(): string[] {
  const cles: string[] = []
  const monter = (base: string, endpoints: unknown) => {
    for (const e of Array.isArray(endpoints) ? endpoints : [])
      if (!payloadPropres.has(e)) cles.push(cleEndpoint({ method: e.method, path: `${base}${e.path}` }))
  }
  monter('', payload.config.endpoints)
  // Payload's own collections (jobs, preferences) keep Payload's own rules.
  for (const c of payload.config.collections)
    if (!c.slug.startsWith('payload-')) monter(`/${c.slug}`, c.endpoints)
  for (const g of payload.config.globals) monter(`/globals/${g.slug}`, g.endpoints)
  return cles
}

async function appel(qui: Qui, cle: string) {
  const [method, chemin] = cle.split(' ')
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (qui !== 'anonyme') headers.authorization = `JWT ${jetons[qui]}`
  const url = `http://localhost/api${chemin.replace(/:\w+/g, 'essai')}`
  const body = method === 'GET' ? undefined : JSON.stringify(CORPS[cle] ?? {})
  const res = await handleEndpoints({
    config: payload.config,
    request: new Request(url, { method, headers, body }),
  })
  // Read to the end: a streamed export would otherwise go on reading after the database is closed.
  await res.arrayBuffer().catch(() => null)
  return res.status
}

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  payloadPropres = await endpointsDePayload()
  Object.assign(jetons, await jetonsEquipe(payload, ROLES, 'test.example'))
})
afterAll(async () => cleanup())

describe('matrice des endpoints', () => {
  it('lists every custom endpoint of the config', () => {
    const config = endpointsDeLaConfig()
    expect(
      config.filter((cle) => !(cle in ENDPOINTS)),
      'endpoints absents de la matrice',
    ).toEqual([])
    expect(
      Object.keys(ENDPOINTS).filter((cle) => !config.includes(cle)),
      'clés de la matrice sans endpoint',
    ).toEqual([])
  })

  for (const [cle, autorises] of Object.entries(ENDPOINTS)) {
    if (autorises.includes('anonyme')) continue
    it(`${cle}: ${autorises.join(', ')}`, async () => {
      for (const qui of ['anonyme', ...ROLES] as Qui[]) {
        const permis = autorises.includes(qui)
        if (permis && SANS_APPEL_PERMIS.has(cle)) continue
        const status = await appel(qui, cle)
        if (permis) expect([401, 403], `${qui}: ${status}`).not.toContain(status)
        else expect(status, qui).toBe(qui === 'anonyme' ? 401 : 403)
        expect(status, `${qui}: pas d’erreur serveur`).toBeLessThan(500)
      }
    })
  }
})

describe('écrans et barre latérale', () => {
  const personne = (role: Qui) => ({ collection: 'users', roles: [role] })

  it('names every screen of the sidebar in the matrix', () => {
    expect(ADMIN_LINKS.map((l) => l.href).filter((href) => !(href in ECRANS))).toEqual([])
  })

  it('shows each role only the links and the collections it may open', () => {
    for (const role of ROLES) {
      for (const l of liensPour(personne(role))) expect(ECRANS[l.href], `${role} ${l.href}`).toContain(role)
      const visibles = [...payload.config.collections, ...payload.config.globals]
        .filter((c) => {
          const hidden = c.admin?.hidden
          return !(typeof hidden === 'function' ? hidden({ user: personne(role) as never }) : hidden)
        })
        .map((c) => c.slug)
      for (const slug of visibles) {
        const regle = COLLECTIONS[slug] ?? GLOBALS[slug]
        expect(regle?.read, `${role} voit ${slug}`).toContain(role)
      }
      if (role === 'editeur')
        for (const cache of ['commandes', 'abonnes', 'messages', 'avoirs', 'courriels', 'reglages'])
          expect(visibles, cache).not.toContain(cache)
      if (role === 'atelier')
        expect(visibles.filter((s) => !s.startsWith('payload-')).sort()).toEqual([
          'commandes',
          'telechargements',
          'users',
        ])
    }
    expect(liensPour(personne('atelier')).map((l) => l.href)).toEqual(['/admin/a-expedier'])
  })
})
