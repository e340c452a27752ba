// « À expédier » tells the studio what to print (docs/decisions/0148-fichier-d-impression-atelier.md):
// per line to ship, the format the order kept (libellé and size), the copies and the product's print
// file, a link to Payload's staff-only file route. A customer or a visitor never gets that file: not
// through the list, the file route, nor the product's public read. Real SQLite and REST router.
import { createLocalReq, type Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TableAExpedier } from '@/admin/views/AExpedierTable'
import { commandesAExpedier } from '@/lib/commande/expedition'
import { avecFichiersImpression } from '@/lib/commande/fichiersImpression'
import type { Commande, Produit, Telechargement } from '@/payload-types'

import { api } from '../support/api'
import { createProduit, pngFile } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
let fichier: Telechargement
let douceur: Produit
let stress: Produit
const MOT_DE_PASSE = 'mot-de-passe-solide-42'
const jetons = { atelier: '', editeur: '', client: '' }
let atelier: Record<string, unknown>
let client: Record<string, unknown>

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  fichier = await payload.create({
    collection: 'telechargements',
    data: { description: 'HD 300 dpi' },
    file: await pngFile('douceur-hd.png'),
  })
  const imprime = { livraison: 'imprime', fichierNumerique: null }
  douceur = await createProduit(payload, {
    ...imprime,
    titre: 'Je mérite la douceur',
    slug: 'douceur',
    prix: 2400,
    fichierImpression: fichier.id,
  })
  stress = await createProduit(payload, {
    ...imprime,
    titre: 'Le stress expliqué',
    slug: 'stress',
    prix: 2500,
  })
  const compte = async (email: string, role: 'atelier' | 'editeur' = 'atelier') => {
    const u = await payload.create({
      collection: 'users',
      data: { email, password: MOT_DE_PASSE, roles: [role] },
    })
    return { ...u, collection: 'users' as const }
  }
  atelier = await compte('atelier@impression.example')
  // A customer's account: no staff role (the schema requires one, so it is emptied in the database).
  client = await compte('client@impression.example')
  await payload.db.updateOne({ collection: 'users', id: client.id as number, data: { roles: [] } })
  const jeton = async (email: string) =>
    (await payload.login({ collection: 'users', data: { email, password: MOT_DE_PASSE } })).token!
  await compte('editeur@impression.example', 'editeur')
  jetons.atelier = await jeton('atelier@impression.example')
  jetons.editeur = await jeton('editeur@impression.example')
  jetons.client = await jeton('client@impression.example')
})
afterAll(async () => cleanup?.())

const A2 = 'A2, 42\u00a0×\u00a059,4\u00a0cm'

/** A paid order as the payment leaves it (created straight in the database). */
async function commandePayee(lignes: NonNullable<Commande['lignes']>) {
  return payload.create({
    collection: 'commandes',
    data: {
      numero: 'MC-2026-000801',
      email: 'acheteur@example.fr',
      lignes,
      sousTotal: 9700,
      fraisDePort: 890,
      total: 10590,
      devise: 'eur',
      statut: 'payee',
      payeeLe: new Date().toISOString(),
      adresseLivraison: {
        nom: 'Camille Martin',
        ligne1: '12 rue des Lilas',
        codePostal: '69003',
        ville: 'Lyon',
        pays: 'FR',
      },
    } as never,
    overrideAccess: true,
  })
}

describe('« À expédier »: format, copies and print file per line', () => {
  it('gives staff each line’s format, quantity and print file, and links it', async () => {
    await commandePayee([
      {
        slug: 'douceur',
        titre: 'Je mérite la douceur',
        prix: 3600,
        quantite: 2,
        format: 'A2',
        formatLibelle: A2,
        livraison: 'imprime',
        produit: douceur.id,
      },
      {
        slug: 'stress',
        titre: 'Le stress expliqué',
        prix: 2500,
        quantite: 1,
        livraison: 'imprime',
        produit: stress.id,
      },
    ])
    const req = await createLocalReq({ user: atelier as never }, payload)
    const { commandes } = await commandesAExpedier(req)
    expect(commandes).toHaveLength(1)
    const url = `/api/telechargements/file/${fichier.filename}`
    expect(
      commandes[0].lignes.map((l) => [l.slug, l.formatLibelle ?? null, l.quantite, l.fichierImpression]),
    ).toEqual([
      ['douceur', A2, 2, { nom: fichier.filename, url }],
      ['stress', null, 1, null],
    ])
    const html = renderToStaticMarkup(createElement(TableAExpedier, { commandes }))
    expect(html).toContain(`${A2}\u00a0— 2\u00a0exemplaires`)
    expect(html).toContain(
      `<a href="${url}" download="${fichier.filename}">Fichier d’impression (${fichier.filename})</a>`,
    )
    expect(html).toContain('format par défaut\u00a0— 1\u00a0exemplaire<')
    expect(html).toContain('Fichier d’impression manquant')
    // The link works for staff.
    const staff = await api(payload, 'GET', `/telechargements/file/${fichier.filename}`, {
      headers: { authorization: `JWT ${jetons.atelier}` },
    })
    expect(staff.status).toBe(200)
  })
})

describe('« À expédier »: the print file stays with staff', () => {
  it('never gives the print file to a customer or a visitor', async () => {
    const sansRole = await payload.findByID({ collection: 'users', id: client.id as number, depth: 0 })
    const staff = await createLocalReq({ user: atelier as never }, payload)
    const { commandes } = await commandesAExpedier(staff)
    for (const user of [{ ...sansRole, collection: 'users' }, null]) {
      const req = await createLocalReq({ user: user as never }, payload)
      // The list is refused or empty, the lines' lookup gives no file, the product's read no field.
      const vu = await commandesAExpedier(req).catch(() => null)
      expect(vu?.commandes ?? []).toEqual([])
      const lignes = await avecFichiersImpression(req, commandes[0].lignes)
      expect(lignes.map((l) => l.fichierImpression)).toEqual([null, null])
      const lu = await payload.findByID({
        collection: 'produits',
        id: douceur.id,
        depth: 1,
        req,
        overrideAccess: false,
      })
      expect(lu.titre).toBe('Je mérite la douceur')
      expect(lu).not.toHaveProperty('fichierImpression')
    }
    const visiteurs: Record<string, string>[] = [{}, { authorization: `JWT ${jetons.client}` }]
    for (const headers of visiteurs) {
      const res = await api(payload, 'GET', `/telechargements/file/${fichier.filename}`, { headers })
      expect(res.status).toBe(403)
      const public_ = await api(payload, 'GET', '/produits/douceur', { headers })
      expect(public_.json.titre).toBe('Je mérite la douceur')
      expect(JSON.stringify(public_.json)).not.toContain(fichier.filename!)
    }
  })

  it('refuses to delete a print file a product uses, in French; the workshop deletes none', async () => {
    const parAtelier = await api(payload, 'DELETE', `/telechargements/${fichier.id}`, {
      headers: { authorization: `JWT ${jetons.atelier}` },
    })
    expect(parAtelier.status).toBe(403)
    const res = await api(payload, 'DELETE', `/telechargements/${fichier.id}`, {
      headers: { authorization: `JWT ${jetons.editeur}` },
    })
    expect(res.status).toBe(409)
    expect(JSON.stringify(res.json)).toContain(
      'Ce fichier d’impression est encore utilisé par 1\u00a0produit',
    )
  })
})
