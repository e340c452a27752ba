// Over 300 lines: entering, leaving and reading in draft mode share one database with its staff, published and draft documents.
/**
 * Draft preview: GET /api/apercu lets only the staff turn Next's draft mode on and
 * lands on the document's shop page; GET /api/apercu/quitter turns it off and only goes back to a path of
 * this site; in draft mode the product, article and page reads return the latest draft to a staff member,
 * never through the tag cache, while everyone else keeps the published, cached content.
 *
 * Next's request context (draftMode(), headers(), the incremental cache) does not exist outside
 * `next start`: `next/headers` is replaced by a draft-mode switch and the request's headers, and
 * `unstable_cache` by a pass-through that records each use. The route modules themselves are called with
 * real Requests; users, sessions and documents are Payload's.
 */
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createProduit, createStaff, richText } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

const next = vi.hoisted(() => ({
  brouillon: false,
  entetes: new Headers(),
  enable: vi.fn(),
  disable: vi.fn(),
  /** The key of every unstable_cache use. */
  cache: [] as string[],
}))

vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: next.brouillon, enable: next.enable, disable: next.disable }),
  headers: async () => next.entetes,
}))

vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  unstable_cache:
    <F extends (...args: never[]) => unknown>(fn: F, cles: string[]) =>
    (...args: Parameters<F>) => {
      next.cache.push(cles[0])
      return fn(...args)
    },
}))

type Route = { GET: (request: Request) => Promise<Response> }

let payload: Payload
let cleanup: () => Promise<void>
let apercu: Route
let quitter: Route
let donnees: {
  produit: typeof import('@/lib/data/produits').lireProduitParSlug
  article: typeof import('@/lib/data/articles').lireArticleParSlug
  page: typeof import('@/lib/data/pages').lirePageParSlug
}
let BanniereApercu: typeof import('@/components/apercu/BanniereApercu').BanniereApercu
let jetons: { admin: string; editeur: string; autre: string }
let produitId: number | string

const PUBLIE = 'Respirer en conscience'

const session = (jeton: string) => ({ cookie: `payload-token=${jeton}` })
const enJwt = (jeton: string) => ({ authorization: `JWT ${jeton}` })

async function demander(route: Route, query: string, headers: Record<string, string> = {}) {
  const res = await route.GET(new Request(`http://localhost/api/apercu${query}`, { headers }))
  const text = await res.text()
  return { status: res.status, location: res.headers.get('location'), json: text ? JSON.parse(text) : null }
}

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  const staff = await createStaff(payload)
  // A signed-in account without a staff role (no such role exists: the account loses its roles).
  const autre = await payload.create({
    collection: 'users',
    data: { email: 'autre@test.example', password: 'motdepasse-test-1', roles: ['editeur'] },
  })
  await payload.db.updateOne({ collection: 'users', id: autre.id, data: { roles: [] } })
  const jeton = async (email: string) =>
    (await payload.login({ collection: 'users', data: { email, password: 'motdepasse-test-1' } })).token!
  jetons = {
    admin: await jeton(staff.admin.email),
    editeur: await jeton(staff.editeur.email),
    autre: await jeton('autre@test.example'),
  }

  const produit = await createProduit(payload, { titre: PUBLIE, slug: 'respirer' })
  produitId = produit.id
  await payload.update({
    collection: 'produits',
    id: produit.id,
    draft: true,
    data: { titre: 'Respirer, version de travail' },
  })
  await createProduit(payload, { titre: 'Jamais publié', slug: 'jamais-publie', _status: 'draft' })
  await payload.create({
    collection: 'articles',
    draft: true,
    data: {
      titre: 'Article en cours',
      slug: 'article-en-cours',
      extrait: 'Extrait',
      contenu: richText('Brouillon'),
      _status: 'draft',
    },
  })
  const page = await payload.create({
    collection: 'pages',
    data: { titre: 'À propos', slug: 'a-propos', contenu: richText('Publié'), _status: 'published' },
  })
  await payload.update({
    collection: 'pages',
    id: page.id,
    draft: true,
    data: { titre: 'À propos (brouillon)', contenu: richText('Nouveau texte') },
  })

  apercu = await import('@/app/(payload)/api/apercu/route')
  quitter = await import('@/app/(payload)/api/apercu/quitter/route')
  donnees = {
    produit: (await import('@/lib/data/produits')).lireProduitParSlug,
    article: (await import('@/lib/data/articles')).lireArticleParSlug,
    page: (await import('@/lib/data/pages')).lirePageParSlug,
  }
  ;({ BanniereApercu } = await import('@/components/apercu/BanniereApercu'))
})
afterAll(async () => cleanup?.())

beforeEach(() => {
  next.brouillon = false
  next.entetes = new Headers()
  next.enable.mockClear()
  next.disable.mockClear()
  next.cache.length = 0
})

describe('GET /api/apercu', () => {
  it('refuses anonymous visitors and unverifiable tokens (401, French), without draft mode', async () => {
    for (const headers of [{}, enJwt('pas-un-jeton'), session('faux.jeton.signe')]) {
      const r = await demander(apercu, '?collection=produits&slug=respirer', headers)
      expect(r.status).toBe(401)
      expect(r.json).toEqual({ error: 'Connexion requise.' })
    }
    expect(next.enable).not.toHaveBeenCalled()
  })

  it('refuses a signed-in account without a staff role (403, French)', async () => {
    const r = await demander(apercu, '?collection=produits&slug=respirer', session(jetons.autre))
    expect(r.status).toBe(403)
    expect(r.json).toEqual({ error: 'Accès refusé.' })
    expect(next.enable).not.toHaveBeenCalled()
  })

  it('answers 400 in French for a collection or a slug it does not preview', async () => {
    const cas = [
      ['?collection=users&slug=respirer', 'Collection inconnue\u00a0: produits, articles ou pages.'],
      ['?slug=respirer', 'Collection inconnue\u00a0: produits, articles ou pages.'],
      ['?collection=produits', 'Le slug est requis.'],
      ['?collection=produits&slug=../admin', 'Slug invalide.'],
      ['?collection=pages&slug=Respirer', 'Slug invalide.'],
    ]
    for (const [query, error] of cas) {
      const r = await demander(apercu, query, session(jetons.editeur))
      expect(r.status, query).toBe(400)
      expect(r.json).toEqual({ error })
    }
    expect(next.enable).not.toHaveBeenCalled()
  })

  it('answers 404 in French for a slug no document (draft or published) has', async () => {
    const r = await demander(apercu, '?collection=articles&slug=inconnu', session(jetons.editeur))
    expect(r.status).toBe(404)
    expect(r.json).toEqual({ error: 'Aucun document ne porte ce slug.' })
    expect(next.enable).not.toHaveBeenCalled()
  })

  it('turns draft mode on for the staff and redirects (307) to the shop page of each collection', async () => {
    const cas = [
      ['produits', 'respirer', '/produits/affiches/respirer', session(jetons.editeur)],
      ['produits', 'jamais-publie', '/produits/affiches/jamais-publie', enJwt(jetons.admin)],
      ['articles', 'article-en-cours', '/articles/article-en-cours', session(jetons.admin)],
      ['pages', 'a-propos', '/a-propos', session(jetons.editeur)],
    ] as const
    for (const [collection, slug, chemin, headers] of cas) {
      next.enable.mockClear()
      const r = await demander(apercu, `?collection=${collection}&slug=${slug}`, headers)
      expect(r.status, collection).toBe(307)
      expect(r.location).toBe(chemin)
      expect(next.enable).toHaveBeenCalledOnce()
    }
  })
})

describe('GET /api/apercu/quitter', () => {
  it('refuses any target outside this site (400, French), without leaving draft mode', async () => {
    for (const chemin of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'produits',
      '/produits\n//evil.example',
    ]) {
      const r = await demander(quitter, `?${new URLSearchParams({ chemin })}`)
      expect(r.status, chemin).toBe(400)
      expect(r.json.error).toBe(
        'Le chemin de retour doit être une adresse de ce site (commençant par une seule «\u00a0/\u00a0»).',
      )
    }
    expect((await demander(quitter, '')).json).toEqual({ error: 'Le chemin de retour est requis.' })
    expect(next.disable).not.toHaveBeenCalled()
  })

  it('turns draft mode off and goes back to a path of this site', async () => {
    for (const chemin of ['/produits', '/produits/affiches/respirer?x=1']) {
      next.disable.mockClear()
      const r = await demander(quitter, `?${new URLSearchParams({ chemin })}`)
      expect(r.status).toBe(307)
      expect(r.location).toBe(chemin)
      expect(next.disable).toHaveBeenCalledOnce()
    }
  })
})

describe('GET /api/apercu/quitter with any return path', () => {
  it('non-ASCII and undecodable paths are sent percent-encoded, never a 500', async () => {
    for (const [query, location] of [
      ['?chemin=/%E2%82%AC', '/%E2%82%AC'],
      ['?chemin=/%ff', '/%EF%BF%BD'],
      [
        '?chemin=/produits/affiches/%C3%A9t%C3%A9?x=%E2%82%AC',
        '/produits/affiches/%C3%A9t%C3%A9?x=%E2%82%AC',
      ],
      ['?chemin=/a/../produits', '/produits'],
    ]) {
      const r = await demander(quitter, query)
      expect(r.status, query).toBe(307)
      expect(r.location, query).toBe(location)
    }
    // Resolving its dot segments would name another host: refused like `//evil.example`.
    for (const chemin of ['/.//evil.example', '/a/..//evil.example']) {
      const r = await demander(quitter, `?${new URLSearchParams({ chemin })}`)
      expect(r.status, chemin).toBe(400)
    }
  })

  it('generated paths (fast-check): a 307 to an ASCII path of this site, or a French 400', async () => {
    const chemin = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }).map((c) => `/${c}`),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc
        .array(fc.constantFrom('/', '.', '..', '%', 'ff', '%2e', '\\', 'é', '€', '?', '#', 'evil'), {
          maxLength: 12,
        })
        .map((p) => p.join('')),
    )
    await fc.assert(
      fc.asyncProperty(chemin, async (c) => {
        const r = await demander(quitter, `?${new URLSearchParams({ chemin: c })}`)
        expect([307, 400]).toContain(r.status)
        if (r.status === 400) expect(typeof r.json.error).toBe('string')
        else {
          expect(r.location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/)
          expect(new URL(r.location!, 'https://mots-couleurs.fr').host).toBe('mots-couleurs.fr')
        }
      }),
      { numRuns: 500 },
    )
  })
})

describe('reads in draft mode', () => {
  const enApercu = (headers: Record<string, string>) => {
    next.brouillon = true
    next.entetes = new Headers(headers)
  }

  it('give a staff member the latest draft on every read, never through the cache', async () => {
    enApercu(session(jetons.editeur))
    expect((await donnees.produit('respirer'))?.titre).toBe('Respirer, version de travail')
    await payload.update({
      collection: 'produits',
      id: produitId,
      draft: true,
      data: { titre: 'Respirer, deuxième version' },
    })
    expect((await donnees.produit('respirer'))?.titre).toBe('Respirer, deuxième version')
    expect((await donnees.produit('jamais-publie'))?.titre).toBe('Jamais publié')
    expect((await donnees.article('article-en-cours'))?.titre).toBe('Article en cours')
    expect((await donnees.page('a-propos'))?.titre).toBe('À propos (brouillon)')
    expect(next.cache).toEqual([])
  })

  it('keep serving the published, cached content out of draft mode', async () => {
    expect((await donnees.produit('respirer'))?.titre).toBe(PUBLIE)
    expect(await donnees.produit('jamais-publie')).toBeNull()
    expect(await donnees.article('article-en-cours')).toBeNull()
    expect((await donnees.page('a-propos'))?.titre).toBe('À propos')
    expect(next.cache).toEqual(['produits:detail', 'produits:detail', 'articles:detail', 'pages:detail'])
  })

  it('show nothing unpublished to a draft-mode cookie without a staff session (leaked cookie)', async () => {
    for (const headers of [{}, session(jetons.autre), session('faux.jeton.signe')]) {
      enApercu(headers)
      expect((await donnees.produit('respirer'))?.titre).toBe(PUBLIE)
      expect(await donnees.produit('jamais-publie')).toBeNull()
      expect(await donnees.article('article-en-cours')).toBeNull()
      expect((await donnees.page('a-propos'))?.titre).toBe('À propos')
      expect(await BanniereApercu()).toBeNull()
    }
  })

  it('show the « Aperçu du brouillon » banner to a staff member in draft mode only', async () => {
    expect(await BanniereApercu()).toBeNull()
    enApercu(session(jetons.admin))
    const banniere = (await BanniereApercu()) as { props: Record<string, unknown> } | null
    expect(banniere?.props['aria-label']).toBe('Aperçu du brouillon')
  })
})
