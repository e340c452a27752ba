// Several instances behind a balancer: `npm run cluster` (scripts/cluster-e2e.mjs) — Redis, two
// `next start` sharing one SQLite file, nginx (a cache) in front — driven over HTTP. The destructive
// checks (Redis stopped, an instance killed, then both) come last, in that order.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import {
  changerPrix,
  connexionEtProduit,
  DIR,
  INSTANCE_1,
  INSTANCE_2,
  prixAffiche,
  type ProduitSuivi,
  texte,
} from './instances'

const LIMITE_MESSAGES = 4
type Pids = { redis: number; front: number; instances: number[]; ports: { redis: number } }
const pids = (): Pids => JSON.parse(fs.readFileSync(path.join(DIR, 'pids.json'), 'utf8'))

test.describe.configure({ mode: 'serial' })

let jeton = ''
let produit: ProduitSuivi

test.beforeAll(async ({ request }) => {
  ;({ jeton, produit } = await connexionEtProduit(request, 3))
})

test('a price changed through instance 1 shows on instance 2 within 2 s, and in its sitemap', async ({
  request,
}) => {
  const chemin = `/produits/affiches/${produit.slug}`
  // Both instances have the page and the sitemap in cache.
  for (const base of [INSTANCE_1, INSTANCE_2]) {
    expect(await texte(request, `${base}${chemin}`)).toContain(prixAffiche(produit.prix))
    expect((await request.get(`${base}/sitemaps/produits.xml`)).status()).toBe(200)
  }
  const lastmodAvant = /<lastmod>([^<]+)<\/lastmod>/.exec(
    (await texte(request, `${INSTANCE_2}/sitemaps/produits.xml`)).split(`${chemin}</loc>`)[1] ?? '',
  )?.[1]
  const nouveau = produit.prix + 100
  const debut = Date.now()
  await changerPrix(request, jeton, produit.id, nouveau)
  await expect
    .poll(async () => (await texte(request, `${INSTANCE_2}${chemin}`)).includes(prixAffiche(nouveau)), {
      timeout: 2_000,
      intervals: [100],
    })
    .toBe(true)
  const delai = Date.now() - debut
  console.log(`Publication visible sur l’instance 2 en ${delai} ms`)
  const plan = await texte(request, `${INSTANCE_2}/sitemaps/produits.xml`)
  const lastmodApres = /<lastmod>([^<]+)<\/lastmod>/.exec(plan.split(`${chemin}</loc>`)[1] ?? '')?.[1]
  expect(lastmodApres).toBeTruthy()
  expect(lastmodApres).not.toBe(lastmodAvant)
  // And through the balancer, whichever instance answers.
  for (let i = 0; i < 4; i++) expect(await texte(request, chemin)).toContain(prixAffiche(nouveau))
})

test('a rate limit counts the requests sent to both instances', async ({ request }) => {
  const statuts: number[] = []
  for (let i = 0; i <= LIMITE_MESSAGES; i++) {
    const base = i % 2 === 0 ? INSTANCE_1 : INSTANCE_2
    const res = await request.post(`${base}/api/message`, {
      data: {
        nom: 'Camille',
        email: `camille${i}@example.fr`,
        message: 'Bonjour, une question sur vos affiches.',
      },
    })
    statuts.push(res.status())
  }
  expect(statuts).toEqual([...Array(LIMITE_MESSAGES).fill(201), 429])
  const refus = await request.post(`${INSTANCE_1}/api/message`, {
    data: { nom: 'Camille', email: 'camille@example.fr', message: 'Bonjour, une question sur vos affiches.' },
  })
  expect(refus.status()).toBe(429)
  expect((await refus.json()).error).toMatch(/Trop de/)
})

test('a like and a cart work through the balancer, and both instances count the like', async ({
  request,
}) => {
  const visiteur = { 'x-visitor-id': `visiteur-cluster-${Date.now()}` }
  const avant = (await (await request.get(`${INSTANCE_2}/api/produits/${produit.slug}/likes`)).json()).likes
  const like = await request.post(`/api/produits/${produit.slug}/like`, { headers: visiteur })
  expect(like.status()).toBe(200)
  expect(await like.json()).toMatchObject({ liked: true, likes: avant + 1 })
  for (const base of [INSTANCE_1, INSTANCE_2])
    expect((await (await request.get(`${base}/api/produits/${produit.slug}/likes`)).json()).likes).toBe(
      avant + 1,
    )
  const panier = await request.post('/api/produits/batch', {
    data: { slugs: [produit.slug, 'inconnu-du-catalogue'] },
  })
  expect(panier.status()).toBe(200)
  expect((await panier.json()).data.map((p: { slug: string }) => p.slug)).toEqual([produit.slug])
})

test('/api/ready turns 503 while Redis is stopped and 200 when it returns; cached pages keep being served', async ({
  request,
}) => {
  const p = pids()
  process.kill(p.redis, 'SIGKILL')
  await expect.poll(async () => (await request.get('/api/ready')).status(), { timeout: 10_000 }).toBe(503)
  const pret = await request.get(`${INSTANCE_1}/api/ready`)
  expect(pret.status()).toBe(503)
  expect((await pret.json()).error).toContain('Redis')
  for (let i = 0; i < 6; i++) {
    const page = await request.get(i % 2 ? '/' : `/produits/affiches/${produit.slug}`)
    expect(page.status()).toBe(200)
  }
  // Redis back on its port (started here: the cluster script watches its own child only).
  const redis = spawn(
    'redis-server',
    ['--port', String(p.ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
      detached: true,
    },
  )
  redis.unref()
  fs.writeFileSync(path.join(DIR, 'redis-relance.pid'), String(redis.pid))
  try {
    await expect
      .poll(async () => (await request.get(`${INSTANCE_1}/api/ready`)).status(), { timeout: 15_000 })
      .toBe(200)
    await expect
      .poll(async () => (await request.get(`${INSTANCE_2}/api/ready`)).status(), { timeout: 15_000 })
      .toBe(200)
  } finally {
    if (redis.pid) process.kill(redis.pid, 'SIGTERM')
  }
})

test('after kill -9 of one instance, requests through the front keep succeeding', async ({ request }) => {
  const { instances } = pids()
  const statuts: number[] = []
  for (let i = 0; i < 60; i++) {
    if (i === 10) process.kill(instances[1], 'SIGKILL')
    const res = await request.get(
      i % 3 === 0 ? '/api/health' : i % 3 === 1 ? '/' : `/produits/affiches/${produit.slug}`,
    )
    statuts.push(res.status())
    await new Promise((r) => setTimeout(r, 50))
  }
  expect(statuts.filter((s) => s !== 200)).toEqual([])
  await expect(request.get(`${INSTANCE_2}/api/health`)).rejects.toThrow()
})

test('with both instances down, the front keeps serving the pages it has stored', async ({ request }) => {
  const pages = ['/', `/produits/affiches/${produit.slug}`]
  for (const page of pages) expect((await request.get(page)).status()).toBe(200)
  const { instances } = pids()
  for (const pid of instances) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // the one killed by the test before
    }
  }
  await expect(request.get(`${INSTANCE_1}/api/health`)).rejects.toThrow()
  for (let i = 0; i < 6; i++) {
    const res = await request.get(pages[i % 2])
    expect(res.status()).toBe(200)
    expect(['HIT', 'STALE', 'UPDATING']).toContain(res.headers()['x-cache'])
  }
  expect((await request.get('/api/health')).status()).toBeGreaterThanOrEqual(502)
})
