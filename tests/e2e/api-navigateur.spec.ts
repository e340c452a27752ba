import { expect, test } from '@playwright/test'

/**
 * The API the browser calls (product, like count, like, cart read) is served by Next routes ahead of
 * Payload's router, from the tag cache (src/lib/catalogue/apiPublique): these checks run against the
 * production server, where that cache exists.
 */

type Public = { slug: string; titre: string; likes: number }

async function unProduit(request: import('@playwright/test').APIRequestContext, rang: number) {
  const { docs } = await (await request.get(`/api/produits?limit=12&tri=titre`)).json()
  return docs[rang] as Public
}

test('GET /api/produits/{slug}: the public product, a French 404, Payload keeps ids and its words', async ({
  request,
}) => {
  const p = await unProduit(request, 5)
  const res = await request.get(`/api/produits/${p.slug}`)
  expect(res.status()).toBe(200)
  // Small, it goes as it is (src/lib/infra/http/jsonResponse.ts).
  expect(res.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, no-transform')
  const corps = await res.json()
  expect(corps).toMatchObject({ slug: p.slug, titre: p.titre })
  expect(corps).not.toHaveProperty('id')
  expect(corps).not.toHaveProperty('fichierNumerique')
  expect(Object.keys(corps.facettes)).toContain('audiences')
  // the same answer again, from the cache
  expect(await (await request.get(`/api/produits/${p.slug}`)).json()).toEqual(corps)

  for (const slug of ['n-existe-pas', 'Majuscules', 'a--b']) {
    const inconnu = await request.get(`/api/produits/${slug}`)
    expect(inconnu.status(), slug).toBe(404)
    expect(await inconnu.json(), slug).toEqual({ error: 'Produit introuvable.' })
  }
  const count = await request.get('/api/produits/count')
  expect(count.status()).toBe(200)
  expect((await count.json()).totalDocs).toBeGreaterThan(10)
  const { docs } = await (await request.get(`/api/produits?where[slug][equals]=${p.slug}&depth=0`)).json()
  const parId = await request.get(`/api/produits/${docs[0].id}?depth=0`)
  expect(parId.status()).toBe(200)
  expect((await parId.json()).id).toBe(docs[0].id)
  // A visitor may not change a product through the same address.
  expect((await request.patch(`/api/produits/${docs[0].id}`, { data: { titre: 'Intrus' } })).status()).toBe(
    403,
  )
})

test('like counts are exact right after a like and an unlike, though read from the cache', async ({
  request,
}) => {
  const p = await unProduit(request, 6)
  const visiteur = { 'x-visitor-id': `e2e-compteur-${Date.now()}` }
  const lire = async () => (await (await request.get(`/api/produits/${p.slug}/likes`)).json()).likes as number
  const avant = await lire()
  expect(await lire()).toBe(avant) // cached now
  const detail = async () => (await (await request.get(`/api/produits/${p.slug}`)).json()).likes as number
  // The product's answer is cached too; a like expires its count only, and the answer shows the new one.
  expect(await detail()).toBe(avant)

  const aime = await request.post(`/api/produits/${p.slug}/like`, { headers: visiteur })
  expect(await aime.json()).toEqual({ likes: avant + 1, liked: true })
  expect(await lire()).toBe(avant + 1)
  expect(await detail()).toBe(avant + 1)
  const etat = await request.get(`/api/produits/${p.slug}/likes`, { headers: visiteur })
  expect(await etat.json()).toEqual({ likes: avant + 1, liked: true })

  const retire = await request.delete(`/api/produits/${p.slug}/like`, { headers: visiteur })
  expect(await retire.json()).toEqual({ likes: avant, liked: false })
  expect(await detail()).toBe(avant)
  expect(await lire()).toBe(avant)

  const mauvais = await request.get(`/api/produits/${p.slug}/likes`, { headers: { 'x-visitor-id': 'x' } })
  expect(mauvais.status()).toBe(400)
  expect((await mauvais.json()).error).toMatch(/Identifiant de visiteur invalide/)
  const inconnu = await request.post('/api/produits/n-existe-pas/like', { headers: visiteur })
  expect(inconnu.status()).toBe(404)
  expect(await inconnu.json()).toEqual({ error: 'Produit introuvable.' })
})

test('POST /api/produits/batch: the cart’s products in order, unknown or malformed ones left out, French errors', async ({
  request,
}) => {
  const [a, b] = [await unProduit(request, 7), await unProduit(request, 8)]
  const res = await request.post('/api/produits/batch', { data: { slugs: [b.slug, 'n-existe-pas', a.slug] } })
  expect(res.status()).toBe(200)
  expect(res.headers()['cache-control']).toBe('no-store, no-transform')
  const { data } = await res.json()
  expect(data.map((d: Public) => d.slug)).toEqual([b.slug, a.slug])
  expect(data[0]).not.toHaveProperty('ajoutsPanier')

  const melange = await request.post('/api/produits/batch', { data: { slugs: [b.slug, 'Mal Forme', 42] } })
  expect(melange.status()).toBe(200)
  expect((await melange.json()).data.map((d: Public) => d.slug)).toEqual([b.slug])
  const pasUneListe = await request.post('/api/produits/batch', { data: { slugs: b.slug } })
  expect(pasUneListe.status()).toBe(400)
  expect(await pasUneListe.json()).toEqual({ error: 'Le champ « slugs » doit être une liste de slugs.' })
  const tronque = await request.post('/api/produits/batch', {
    headers: { 'content-type': 'application/json' },
    // a Buffer is sent as is (a string would be JSON-encoded by Playwright)
    data: Buffer.from('{"slugs": ['),
  })
  expect(tronque.status()).toBe(400)
  expect(await tronque.json()).toEqual({ error: 'Le corps de la requête doit être un JSON valide.' })
  const trop = await request.post('/api/produits/batch', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ slugs: ['a'], bourrage: 'x'.repeat(200_000) }),
  })
  expect(trop.status()).toBe(413)

  for (const [methode, chemin] of [
    ['GET', '/api/produits/batch'],
    ['GET', `/api/produits/${a.slug}/like`],
    ['POST', `/api/produits/${a.slug}/likes`],
  ] as const) {
    const r = await request.fetch(chemin, { method: methode })
    expect(r.status(), `${methode} ${chemin}`).toBe(405)
    expect((await r.json()).error, `${methode} ${chemin}`).toMatch(/Méthode non autorisée/)
  }
})
