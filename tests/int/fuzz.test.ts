// Property-based fuzzing of every public endpoint (fast-check): generated input — wrong types, huge and
// negative numbers, unicode and NUL, deep nesting, prototype keys, truncated JSON — gets a 4xx with a
// French `error` or a success, never a 5xx, and a refused request leaves the database as it was.
// Run on SQLite only (scripts/test.mjs leaves it out of the MongoDB pass): what it fuzzes is the
// validation in front of the database, the same for both adapters.
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { produitsQuerySchema } from '@/lib/catalogue/apiPublique/requete'

import type { Reponse } from '../support/api'
import { NOMS_DU_PROTOTYPE } from '../support/nomsHostiles'
import { apiGardee } from '../support/garde'
import { type Commerce, demarrerCommerce } from './helpers/boutique'
import { createProduit } from './helpers/fixtures'

const RUNS = 1000
let commerce: Commerce
let payload: Payload
let jeton = ''

beforeAll(async () => {
  commerce = await demarrerCommerce({ env: { RATE_LIMITS: 'off' } })
  ;({ payload } = commerce)
  await createProduit(payload, { titre: 'Calme intérieur', slug: 'calme' })
  const email = 'admin@fuzz.example'
  await payload.create({
    collection: 'users',
    data: { email, password: 'mot-de-passe-du-fuzz', roles: ['admin'] },
  })
  jeton = (await payload.login({ collection: 'users', data: { email, password: 'mot-de-passe-du-fuzz' } }))
    .token!
}, 180_000)
afterAll(async () => {
  delete process.env.RATE_LIMITS
  await commerce?.arreter()
})

/** What a refused request must not change: documents of every collection a public endpoint writes. */
async function empreinte(): Promise<string> {
  const comptes = await Promise.all(
    (['messages', 'abonnes', 'commandes', 'likes', 'produits'] as const).map(
      async (collection) => (await payload.count({ collection, overrideAccess: true })).totalDocs,
    ),
  )
  const { docs } = await payload.find({
    collection: 'produits',
    overrideAccess: true,
    depth: 0,
    limit: 10,
    select: { titre: true, prix: true, likes: true, ajoutsPanier: true, updatedAt: true },
  })
  return JSON.stringify([comptes, docs])
}

// ——— generators ———
const nombres = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 53), 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
)
const textes = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    '',
    '\u0000',
    'a\u0000b',
    '🙂'.repeat(50),
    'x'.repeat(20_000),
    '../../etc/passwd',
    '%ff',
    'é',
  ),
)
const valeur: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  nombres,
  textes,
  fc.boolean(),
  fc.constant(null),
  fc.anything({ maxDepth: 4, withNullPrototype: true, withObjectString: true }),
)
/** JSON text that is not quite JSON, nested to the limit, or carrying prototype keys. */
const texteHostile = fc.oneof(
  fc.tuple(fc.json({ maxDepth: 4 }), fc.nat()).map(([s, n]) => s.slice(0, n % Math.max(1, s.length))),
  fc.integer({ min: 1, max: 5_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 1, max: 2_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.constantFrom(
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '{"slugs":{"__proto__":[]}}',
    'null',
    '[]',
    '"texte"',
    '1e999',
    '{',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 500 }),
)

/** A body: a valid one with some fields replaced by hostile values (and extra keys), or hostile text. */
function corps(valide: Record<string, unknown>) {
  const cles = Object.keys(valide)
  const mute = fc
    .record({
      remplaces: fc.subarray(cles, { minLength: 1 }),
      valeurs: fc.array(valeur, { minLength: cles.length, maxLength: cles.length }),
      extra: fc.dictionary(
        fc.constantFrom('__proto__', 'constructor', 'prix', 'statut', 'id', 'zz'),
        valeur,
        {
          maxKeys: 2,
        },
      ),
    })
    .map(({ remplaces, valeurs, extra }) => {
      const o: Record<string, unknown> = { ...valide }
      remplaces.forEach((k, i) => (o[k] = valeurs[i]))
      return JSON.stringify({ ...extra, ...o })
    })
  return fc.oneof(
    mute,
    texteHostile,
    valeur.map((v) => JSON.stringify(v) ?? 'undefined'),
  )
}

const segment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 100 }).map(encodeURIComponent),
  fc.constantFrom('%ff', '%', '..', '%00', 'calme', 'CALME', 'a'.repeat(500), '%C3%A9', '%2e%2e'),
)

// ——— the property ———
const ANGLAIS = /^(Invalid|Expected|Unrecognized|Required|Something went wrong|Internal|Not Found)/i

function verifier(res: Reponse, contexte: string) {
  expect(res.status, contexte).toBeLessThan(500)
  if (res.status >= 400) {
    expect(typeof res.json?.error, `${contexte} → ${res.text.slice(0, 200)}`).toBe('string')
    expect(res.json.error.length).toBeGreaterThan(0)
    expect(res.json.error, contexte).not.toMatch(ANGLAIS)
  }
}

/** Runs `envoyer` on RUNS generated inputs: checks each answer and, when refused, the database. */
async function fuzzer<T>(arb: fc.Arbitrary<T>, envoyer: (x: T) => Promise<Reponse>) {
  let avant = await empreinte()
  await fc.assert(
    fc.asyncProperty(arb, async (x) => {
      const res = await envoyer(x)
      verifier(res, JSON.stringify(x).slice(0, 300))
      const apres = await empreinte()
      if (res.status >= 400) expect(apres, 'refusée, la requête a changé la base').toBe(avant)
      avant = apres
    }),
    { numRuns: RUNS },
  )
}

const admin = () => ({ authorization: `JWT ${jeton}` })

/** The fuzzed requests go through the guard, as in production. */
const api = (
  p: Payload,
  method: string,
  path: string,
  { raw, headers }: { raw?: string; headers?: Record<string, string> } = {},
) => apiGardee(p, method, path, { corps: raw, headers })

/** What an HTTP client can put in a header: visible ASCII. */
const enTete = (s: string) => s.replace(/[^\x20-\x7e]/g, '')

const TITRE = `fuzz: ${RUNS} generated inputs per public endpoint`

describe(`${TITRE}: products`, { timeout: 240_000 }, () => {
  it('POST /api/produits/batch', () =>
    fuzzer(corps({ slugs: ['calme'], addedSlug: 'calme' }), (raw) =>
      api(payload, 'POST', '/produits/batch', { raw }),
    ))

  it('POST and DELETE /api/produits/{slug}/like', () =>
    fuzzer(
      fc.tuple(
        fc.constantFrom('POST', 'DELETE'),
        segment,
        fc.option(textes),
        corps({ visiteur: 'v'.repeat(32) }),
      ),
      ([method, slug, visiteur, raw]) =>
        api(payload, method, `/produits/${slug}/like`, {
          raw,
          headers: visiteur === null ? {} : { 'x-visitor-id': enTete(visiteur) },
        }),
    ))

  it('GET /api/produits/{slug}/likes and /api/produits/{slug}', () =>
    fuzzer(fc.tuple(segment, fc.boolean()), ([slug, likes]) =>
      api(payload, 'GET', `/produits/${slug}${likes ? '/likes' : ''}`),
    ))
})

describe(`${TITRE}: orders, forms and downloads`, { timeout: 240_000 }, () => {
  it('POST /api/commande/paiement', () =>
    fuzzer(
      corps({
        slugs: ['calme'],
        email: 'client@exemple.fr',
        consentementNumerique: true,
        renonciationRetractation: true,
      }),
      (raw) => api(payload, 'POST', '/commande/paiement', { raw }),
    ))

  it('POST /api/message', () =>
    fuzzer(
      corps({
        nom: 'Camille',
        email: 'camille@exemple.fr',
        sujet: 'Bonjour',
        message: 'Un message assez long.',
      }),
      (raw) => api(payload, 'POST', '/message', { raw }),
    ))

  it('POST /api/abonnement', () =>
    fuzzer(corps({ email: 'lecteur@exemple.fr', consentement: true }), (raw) =>
      api(payload, 'POST', '/abonnement', { raw }),
    ))

  it('POST /api/commande/webhook', () =>
    fuzzer(fc.tuple(texteHostile, fc.option(textes)), ([raw, signature]) =>
      api(payload, 'POST', '/commande/webhook', {
        raw,
        headers: signature === null ? {} : { 'stripe-signature': enTete(signature) },
      }),
    ))

  it('GET /api/commande/telechargement/{token}', () =>
    fuzzer(segment, (token) =>
      api(payload, 'GET', `/commande/telechargement/${token}`, { headers: { accept: 'application/json' } }),
    ))
})

describe(`${TITRE}: the listing, staff writes, any path`, { timeout: 240_000 }, () => {
  it('GET /api/produits?{query}', () =>
    fuzzer(
      fc.dictionary(
        // Every filter the schema knows (a facet added to the registry is fuzzed too), and one it does not.
        fc.constantFrom(...Object.keys(produitsQuerySchema.shape), 'inconnu'),
        fc.oneof(textes, nombres.map(String)),
        { maxKeys: 4 },
      ),
      (query) => {
        const params = new URLSearchParams()
        for (const [k, v] of Object.entries(query)) params.set(k, String(v).replace(/\0/g, ''))
        return api(payload, 'GET', `/produits?${params}`)
      },
    ))

  it('PUT /api/admin/produits/put and PATCH /api/admin/produits/patch/{slug}/{field}, as staff', () =>
    fuzzer(
      fc.tuple(
        fc.boolean(),
        segment,
        fc.constantFrom('prix', 'titre', 'extrait', 'coupDeCoeur', '__proto__', 'statut', 'x'),
        corps({ value: 1200 }),
        corps({ slug: 'calme', titre: 'Calme intérieur', prix: 1200 }),
      ),
      ([patch, slug, champ, corpsPatch, corpsPut]) =>
        patch
          ? api(payload, 'PATCH', `/admin/produits/patch/${slug}/${champ}`, {
              raw: corpsPatch,
              headers: admin(),
            })
          : api(payload, 'PUT', '/admin/produits/put', { raw: corpsPut, headers: admin() }),
    ))

  // Hardening IV: prototype names, Payload's internal collections and unknown names, in every position
  // and method, anonymous or as the owner: never a 5xx (a 500 or 501 before).
  it('any /api/{name}/… path, prototype and internal names included', () => {
    const nom = fc.oneof(
      fc.constantFrom(
        ...NOMS_DU_PROTOTYPE,
        'payload-migrations',
        'payload-locked-documents',
        'payload-preferences',
        'payload-jobs',
        'payload-kv',
        'globals',
        'produits',
        'users',
        'media',
        'reglages',
        'versions',
        'count',
        'access',
        'login',
      ),
      segment,
    )
    return fuzzer(
      fc.tuple(
        fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE'),
        fc.array(nom, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
      ),
      ([method, noms, enAdmin]) =>
        api(payload, method, `/${noms.join('/')}`, { raw: '{}', headers: enAdmin ? admin() : {} }),
    )
  })
})
