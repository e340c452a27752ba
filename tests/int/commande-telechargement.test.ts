import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Commande, Produit, Telechargement } from '@/payload-types'
import { refCommande } from '@/lib/commande/reference'
import { DUREE_TELECHARGEMENT_MS, jetonTelechargement } from '@/lib/commande/jeton'

import { api } from '../support/api'
import { createProduit, createStaff } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
let numerique: Produit
let autre: Produit
let fichier: Telechargement
let staffToken: string

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  numerique = await createProduit(payload, { titre: 'Respirer en conscience', slug: 'respirer' })
  autre = await createProduit(payload, { titre: 'Autre affiche', slug: 'autre' })
  const f = numerique.fichierNumerique as Telechargement | number
  fichier = typeof f === 'object' ? f : await payload.findByID({ collection: 'telechargements', id: f })
  await createStaff(payload)
  staffToken = (
    await payload.login({
      collection: 'users',
      data: { email: 'editeur@test.example', password: 'motdepasse-test-1' },
    })
  ).token!
})
afterAll(async () => cleanup?.())

let n = 0
const commande = (statut: Commande['statut'], produits: Produit[] = [numerique]) =>
  payload.create({
    collection: 'commandes',
    data: {
      numero: `MC-2026-9${String(++n).padStart(5, '0')}`,
      email: 'client@example.fr',
      lignes: produits.map((p) => ({
        slug: p.slug!,
        titre: p.titre,
        prix: p.prix,
        livraison: p.livraison,
        produit: p.id,
      })),
      sousTotal: 1200,
      fraisDePort: 0,
      total: 1200,
      devise: 'eur',
      statut,
    },
  })

const telecharger = (token: string, accept = 'application/json') =>
  api(payload, 'GET', `/commande/telechargement/${token}`, { headers: { accept } })

describe('GET /api/commande/telechargement/{token}: the file and its token', () => {
  it('streams the private print file of a paid or shipped order as an attachment', async () => {
    const disque = fs.readFileSync(path.join(process.env.PRIVATE_MEDIA_DIR!, fichier.filename!))
    for (const statut of ['payee', 'expediee'] as const) {
      const c = await commande(statut)
      const res = await api(
        payload,
        'GET',
        `/commande/telechargement/${jetonTelechargement(await refCommande(payload, c), 'respirer')}`,
      )
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="${fichier.filename}"; filename*=UTF-8''${fichier.filename}`,
      )
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(Number(res.headers.get('content-length'))).toBe(disque.length)
      expect(Buffer.from(res.text, 'latin1').length).toBeGreaterThan(0)
    }
    // Byte-exact: read the stream as binary.
    const c = await commande('payee')
    const { handleEndpoints } = await import('payload')
    const brut = await handleEndpoints({
      config: payload.config,
      request: new Request(
        `http://localhost/api/commande/telechargement/${jetonTelechargement(await refCommande(payload, c), 'respirer')}`,
      ),
    })
    expect(Buffer.from(await brut.arrayBuffer()).equals(disque)).toBe(true)
  })

  it('refuses an expired token with 403', async () => {
    const c = await commande('payee')
    const res = await telecharger(
      jetonTelechargement(
        await refCommande(payload, c),
        'respirer',
        Date.now() - DUREE_TELECHARGEMENT_MS - 1000,
      ),
    )
    expect(res.status).toBe(403)
    expect(res.json.error).toMatch(/a expiré \(30 jours\)/)
    // Still valid one minute before the end of the 30 days.
    const limite = await telecharger(
      jetonTelechargement(
        await refCommande(payload, c),
        'respirer',
        Date.now() - DUREE_TELECHARGEMENT_MS + 60_000,
      ),
    )
    expect(limite.status).toBe(200)
  })

  it('refuses tampered or forged tokens with 403', async () => {
    const c = await commande('payee', [numerique])
    const bon = jetonTelechargement(await refCommande(payload, c), 'respirer')
    const [corps, signature] = bon.split('.')
    const autreProduit = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(corps, 'base64url').toString()), s: 'autre' }),
    ).toString('base64url')
    const plusLong = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(corps, 'base64url').toString()), e: Date.now() * 2 }),
    ).toString('base64url')
    for (const token of [
      `${autreProduit}.${signature}`,
      `${plusLong}.${signature}`,
      `${corps}.${signature.slice(0, -2)}AA`,
      'nimportequoi',
      `${corps}`,
      `${bon}.x`,
    ]) {
      const res = await telecharger(token)
      expect(res.status, token).toBe(403)
      expect(res.json.error).toBe(
        'Ce lien de téléchargement n’est pas valide. Utilisez le lien reçu par e-mail après votre achat.',
      )
    }
  })
})

describe('GET /api/commande/telechargement/{token}: who never gets the file', () => {
  it('refuses unpaid orders, products outside the order and unknown orders', async () => {
    for (const statut of ['en_attente', 'annulee', 'echouee', 'remboursee'] as const) {
      const c = await commande(statut)
      const res = await telecharger(jetonTelechargement(await refCommande(payload, c), 'respirer'))
      expect(res.status, statut).toBe(403)
      expect(res.json.error).toMatch(statut === 'remboursee' ? /a été remboursée/ : /n’est pas réglée/)
    }
    const c = await commande('payee', [numerique])
    expect((await telecharger(jetonTelechargement(await refCommande(payload, c), 'autre'))).status).toBe(403)
    const inconnue = await telecharger(
      jetonTelechargement({ ...(await refCommande(payload, c)), id: 987654 }, 'respirer'),
    )
    expect(inconnue.status).toBe(404)
    expect(inconnue.json.error).toMatch(/introuvable/)
    expect(autre.slug).toBe('autre')
  })

  it('shows a French HTML page to a browser', async () => {
    const res = await telecharger('faux.jeton', 'text/html,application/xhtml+xml')
    expect(res.status).toBe(403)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.text).toContain('<html lang="fr">')
    expect(res.text).toContain('Téléchargement impossible')
    expect(res.text).toContain('n’est pas valide')
  })

  it('never serves print files through Payload’s own file route to visitors', async () => {
    const anonyme = await api(payload, 'GET', `/telechargements/file/${fichier.filename}`)
    expect(anonyme.status).toBe(403)
    const liste = await api(payload, 'GET', '/telechargements')
    expect(liste.status).toBe(403)
    const staff = await api(payload, 'GET', `/telechargements/file/${fichier.filename}`, {
      headers: { authorization: `JWT ${staffToken}` },
    })
    expect(staff.status).toBe(200)
    // The product's public read never exposes the file either.
    const public_ = await api(payload, 'GET', `/produits/${numerique.id}`)
    expect(public_.json?.fichierNumerique).toBeUndefined()
  })
})
