import sharp from 'sharp'
import type { Payload, PayloadRequest } from 'payload'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { coupsDeCoeur } from '@/lib/admin/coupsDeCoeur'
import { dashboardFigures, debutDuMois } from '@/lib/admin/dashboard'
import { commandesDuProduit, lireProduitDetail } from '@/lib/admin/produit'
import { lireGalerie, parsePage } from '@/lib/admin/produits'
import { lireTermeTaxonomie, lireTaxonomie } from '@/lib/admin/taxonomies'

import { getTestPayload } from './helpers/payload'

/** The data behind the admin screens, read with an editor's access as the views do. */
let payload: Payload
let cleanup: () => Promise<void>
let req: PayloadRequest
const now = new Date('2026-11-22T10:00:00Z')

/** 30 products: 26 published, 4 drafts; the first 10 for sophrologues, 3 favourites in reverse rank. */
async function creerProduits() {
  const png = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#abcdef' } })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Œuvre' },
    file: { data: png, mimetype: 'image/png', name: 'oeuvre.png', size: png.length },
  })
  const sophro = await payload.create({ collection: 'audiences', data: { nom: 'Sophrologue' } })
  const citations = await payload.create({ collection: 'collections', data: { nom: 'Citations' } })
  for (let i = 0; i < 30; i++) {
    await payload.create({
      collection: 'produits',
      draft: false,
      data: {
        titre: `Affiche ${String(i).padStart(2, '0')}`,
        extrait: 'Une affiche.',
        illustration: media.id,
        livraison: 'imprime',
        prix: 1000 + i,
        audiences: i < 10 ? [sophro.id] : [],
        collections: i % 2 ? [citations.id] : [],
        coupDeCoeur: i < 3,
        coupDeCoeurRang: i < 3 ? 3 - i : undefined,
        _status: i >= 26 ? 'draft' : 'published',
      } as never,
    })
  }
}

/** Five orders of one line: paid, shipped and pending, on both sides of a month in Paris time. */
async function creerCommandes() {
  const commande = (
    numero: string,
    statut: string,
    payeeLe: string | null,
    livraison: string,
    slug: string,
    total: number,
  ) =>
    payload.create({
      collection: 'commandes',
      overrideAccess: true,
      data: {
        numero,
        email: 'client@example.fr',
        lignes: [{ slug, titre: slug, prix: total, livraison }],
        sousTotal: total,
        fraisDePort: 0,
        total,
        statut,
        payeeLe,
      } as never,
    })
  await commande('MC-1', 'payee', '2026-11-05T10:00:00Z', 'imprime', 'affiche-00', 2500)
  await commande('MC-2', 'payee', '2026-11-10T10:00:00Z', 'numerique', 'affiche-01', 1200)
  await commande('MC-3', 'expediee', '2026-11-01T00:30:00Z', 'imprime', 'affiche-00', 3000)
  await commande('MC-4', 'payee', '2026-10-31T22:30:00Z', 'imprime', 'affiche-02', 9900) // 23:30 in Paris: October
  await commande('MC-5', 'en_attente', null, 'imprime', 'affiche-00', 700)
}

/** One new and one handled message, one confirmed and one pending subscriber. */
async function creerMessagesEtAbonnes() {
  await payload.create({
    collection: 'messages',
    overrideAccess: true,
    data: { nom: 'A', email: 'a@example.fr', message: 'Bonjour', statut: 'nouveau' },
  })
  await payload.create({
    collection: 'messages',
    overrideAccess: true,
    data: { nom: 'B', email: 'b@example.fr', message: 'Merci', statut: 'traite' },
  })
  await payload.create({
    collection: 'abonnes',
    overrideAccess: true,
    data: { email: 'c@example.fr', statut: 'confirme' },
  })
  await payload.create({
    collection: 'abonnes',
    overrideAccess: true,
    data: { email: 'd@example.fr', statut: 'en_attente' },
  })
}

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  const editeur = await payload.create({
    collection: 'users',
    data: { email: 'ecrans@example.fr', password: 'mot-de-passe-solide-42', roles: ['admin'] },
  })
  req = await createLocalReq({ user: { ...editeur, collection: 'users' } as never }, payload)
  await creerProduits()
  await creerCommandes()
  await creerMessagesEtAbonnes()
})
afterAll(async () => cleanup())

describe('dashboard figures', () => {
  it('counts paid orders with printed lines, this month’s revenue in Paris time, new messages and subscribers', async () => {
    const f = await dashboardFigures(req, now)
    expect(f.commandesAExpedier).toBe(2) // MC-1 and MC-4; MC-2 is digital, MC-3 already shipped
    expect(f.chiffreDuMois).toBe(2500 + 1200 + 3000)
    expect(f.commandesDuMois).toBe(3)
    expect(f.nouveauxMessages).toBe(1)
    expect(f.nouveauxAbonnes).toBe(1)
    expect(f.plusAimes).toEqual([]) // no like yet: nothing to brag about
  })

  it('starts the month at midnight in Paris', () => {
    expect(debutDuMois(now).toISOString()).toBe('2026-10-31T23:00:00.000Z')
    expect(debutDuMois(new Date('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-06-30T22:00:00.000Z')
  })
})

describe('product gallery', () => {
  it('pages by 24 and parses /page/{n}', async () => {
    const p1 = await lireGalerie(req, {}, 1)
    expect(p1.totalDocs).toBe(30)
    expect(p1.rows).toHaveLength(24)
    expect((await lireGalerie(req, {}, 2)).rows).toHaveLength(6)
    expect(p1.rows[0].miniature).toMatch(/^\/miniatures\/produits\/affiches\/affiche-\d\d\.jpg$/)
    expect([parsePage(undefined), parsePage('2'), parsePage('0'), parsePage('02'), parsePage('x')]).toEqual([
      1,
      2,
      null,
      null,
      null,
    ])
  })

  it('pages by the settings’ items per page', async () => {
    await payload.updateGlobal({ slug: 'reglages', data: { itemsPerPage: 12 } })
    try {
      const p1 = await lireGalerie(req, {}, 1)
      expect(p1.rows).toHaveLength(12)
      expect(p1.totalPages).toBe(3)
    } finally {
      await payload.updateGlobal({ slug: 'reglages', data: { itemsPerPage: 24 } })
    }
  })

  it('filters by search, audience, collection and status; an unknown term matches nothing', async () => {
    // Payload's `like` wants every word: 02, 12 and 20–29.
    expect((await lireGalerie(req, { q: 'Affiche 2' }, 1)).totalDocs).toBe(12)
    expect((await lireGalerie(req, { q: 'inexistant' }, 1)).totalDocs).toBe(0)
    expect((await lireGalerie(req, { audience: 'sophrologue' }, 1)).totalDocs).toBe(10)
    expect((await lireGalerie(req, { audience: 'sophrologue', collection: 'citations' }, 1)).totalDocs).toBe(
      5,
    )
    expect((await lireGalerie(req, { statut: 'draft' }, 1)).totalDocs).toBe(4)
    expect((await lireGalerie(req, { audience: 'inconnue' }, 1)).totalDocs).toBe(0)
  })
})

describe('audiences and collections', () => {
  it('lists terms with all and published product counts', async () => {
    const [sophro] = await lireTaxonomie(req, 'audiences')
    expect(sophro).toMatchObject({ nom: 'Sophrologue', slug: 'sophrologue', total: 10, publies: 10 })
    expect(sophro.image).toBe('/images/audiences/sophrologue.webp')
    const [citations] = await lireTaxonomie(req, 'collections')
    expect(citations).toMatchObject({ total: 15, publies: 13 }) // odd indexes; 27 and 29 are drafts
  })

  it('shows one term with its products, or null for an unknown slug', async () => {
    const detail = await lireTermeTaxonomie(req, 'collections', 'citations')
    expect(detail?.produits).toHaveLength(15)
    expect(detail?.produits.filter((p) => p.statut === 'draft')).toHaveLength(2)
    expect(await lireTermeTaxonomie(req, 'audiences', 'inconnue')).toBeNull()
  })
})

describe('product overview and sales', () => {
  it('finds drafts by slug and lists the orders containing the product', async () => {
    expect((await lireProduitDetail(req, 'affiche-28'))?.row.statut).toBe('draft')
    expect(await lireProduitDetail(req, 'inconnue')).toBeNull()
    const detail = await lireProduitDetail(req, 'affiche-00')
    expect(detail?.mockups.length).toBeGreaterThan(0)
    expect(detail?.illustration?.url).toMatch(/oeuvre/)
    const commandes = await commandesDuProduit(req, 'affiche-00')
    expect(commandes.map((c) => c.numero).sort()).toEqual(['MC-1', 'MC-3', 'MC-5'])
    expect(await commandesDuProduit(req, 'affiche-10')).toEqual([])
  })
})

describe('coups de cœur', () => {
  it('orders favourites by rank and offers every other product', async () => {
    const { favoris, autres } = await coupsDeCoeur(req)
    expect(favoris.map((f) => f.slug)).toEqual(['affiche-02', 'affiche-01', 'affiche-00'])
    expect(autres).toHaveLength(27)
  })
})
