/**
 * « Données personnelles » (POST /api/admin/donnees/export and /effacement): an admin downloads
 * everything held about an e-mail (one ZIP) and erases it — the invoiced order kept and marked restricted, the
 * rest deleted — and each request is recorded with its date. Anonymous visitors, editors and the
 * REST API of the record are refused.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Commande } from '@/payload-types'

import { unzipSync, strFromU8 } from 'fflate'

import { api, routeur } from '../support/api'
import { jetonTelechargement } from '@/lib/commande/jeton'
import { refCommande } from '@/lib/commande/reference'
import { fichierPourJeton, MESSAGES_TELECHARGEMENT } from '@/lib/commande/telechargement'

import { creerCommande } from './helpers/commande'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
const jetons = { admin: '', editeur: '' }
const CLIENT = 'Claire.Dupont@example.fr'
const debut = Date.now()

async function compte(email: string, role: 'admin' | 'editeur') {
  const password = 'mot-de-passe-solide-42'
  await payload.create({ collection: 'users', data: { email, password, roles: [role] } })
  return (await payload.login({ collection: 'users', data: { email, password } })).token!
}

const appel = (qui: keyof typeof jetons | 'anonyme', chemin: string, body: unknown) =>
  api(payload, 'POST', chemin, {
    body,
    headers: qui === 'anonyme' ? {} : { authorization: `JWT ${jetons[qui]}` },
  })

const commande = (numero: string, statut: Commande['statut'], extra: Partial<Commande> = {}) =>
  creerCommande(payload, numero, statut, { email: CLIENT, ...extra })

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  jetons.admin = await compte('admin@example.fr', 'admin')
  jetons.editeur = await compte('editeur@example.fr', 'editeur')
  await commande('MC-2026-000001', 'payee', {
    payeeLe: new Date().toISOString(),
    numeroFacture: 'FA-2026-000001',
    adresseLivraison: {
      nom: 'Claire Dupont',
      ligne1: '3 rue des Lilas',
      codePostal: '69003',
      ville: 'Lyon',
      pays: 'FR',
    },
    premiersTelechargements: [{ slug: 'respirer', le: new Date().toISOString(), empreinteAdresse: 'abc123' }],
    lignesRetractees: [{ slug: 'stress', recueLe: new Date().toISOString(), email: CLIENT }],
  } as Partial<Commande>)
  await commande('MC-2026-000002', 'en_attente')
  await payload.create({
    collection: 'abonnes',
    data: { email: 'claire.dupont@example.fr', statut: 'confirme' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'messages',
    data: { nom: 'Claire', email: CLIENT, message: 'Où est mon colis\u00a0?' } as never,
    overrideAccess: true,
  })
  await payload.create({
    collection: 'courriels',
    data: { id: 'recu-1', cle: 'recu-1', destinataire: CLIENT, sujet: 'Reçu', texte: 'Merci' } as never,
    overrideAccess: true,
  })
  // Someone else's data, which neither request touches.
  await payload.create({
    collection: 'abonnes',
    data: { email: 'autre@example.fr', statut: 'confirme' },
    overrideAccess: true,
  })
})
afterAll(async () => {
  await cleanup?.()
})

describe('personal data requests: who may ask, with what', () => {
  it('are refused to anonymous visitors and editors, in French, and record nothing', async () => {
    for (const chemin of ['/admin/donnees/export', '/admin/donnees/effacement']) {
      const body = { email: CLIENT, confirmation: 'EFFACER' }
      expect(await appel('anonyme', chemin, body)).toMatchObject({
        status: 401,
        json: { error: 'Connexion requise.' },
      })
      expect(await appel('editeur', chemin, body)).toMatchObject({
        status: 403,
        json: { error: 'Accès refusé.' },
      })
    }
    expect((await payload.count({ collection: 'demandes-donnees', overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'abonnes', overrideAccess: true })).totalDocs).toBe(2)
    // The record itself is not readable nor writable by an editor over REST.
    const auth = { authorization: `JWT ${jetons.editeur}` }
    expect((await api(payload, 'GET', '/demandes-donnees', { headers: auth })).status).toBe(403)
    expect(
      (await api(payload, 'POST', '/demandes-donnees', { headers: auth, body: { email: CLIENT } })).status,
    ).toBe(403)
  })

  it('validate their body', async () => {
    expect(await appel('admin', '/admin/donnees/export', { email: 'pas-une-adresse' })).toMatchObject({
      status: 400,
      json: { error: 'Indiquez l’adresse e-mail du client.' },
    })
    expect(await appel('admin', '/admin/donnees/effacement', { email: CLIENT })).toMatchObject({
      status: 400,
    })
  })
})

describe('personal data requests: the export, then the erasure', () => {
  it('export everything held about the e-mail as one ZIP download', async () => {
    const res = await routeur(
      payload,
      new Request('http://localhost/api/admin/donnees/export', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${jetons.admin}` },
        body: JSON.stringify({ email: CLIENT }),
      }),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    expect(res.headers.get('content-disposition')).toContain('attachment')
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const json = (nom: string) => JSON.parse(strFromU8(zip[nom]))
    expect(
      json('commandes.json')
        .map((c: { numero: string }) => c.numero)
        .sort(),
    ).toEqual(['MC-2026-000001', 'MC-2026-000002'])
    expect(json('abonnements.json')).toHaveLength(1)
    expect(json('messages.json')[0].message).toBe('Où est mon colis\u00a0?')
    // The mails sent to her with their content: hers to read (art. 15), unsealed for the export.
    expect(json('courriels.json')[0]).toMatchObject({ sujet: 'Reçu', texte: 'Merci' })
  })

  it('erase it, keeping the invoiced order restricted, and record each request with its date', async () => {
    const res = await appel('admin', '/admin/donnees/effacement', { email: CLIENT, confirmation: 'EFFACER' })
    expect(res).toMatchObject({
      status: 200,
      json: { commandesSupprimees: 1, commandesRestreintes: 1, abonnes: 1, messages: 1, courriels: 1 },
    })
    const { docs } = await payload.find({ collection: 'commandes', overrideAccess: true, depth: 0 })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ numero: 'MC-2026-000001', donneesRestreintes: true })
    expect(docs[0].restreinteLe).toBeTruthy()
    // Anonymised: nothing left names or reaches the person but the buyer the invoice names.
    expect(docs[0].email).toBe(`efface-${docs[0].id}@anonyme.invalid`)
    expect(JSON.stringify(docs[0])).not.toContain(CLIENT)
    expect(JSON.stringify(docs[0])).not.toContain('abc123')
    expect(docs[0].adresseLivraison?.ligne1 ?? null).toBeNull()
    expect(docs[0].facturation).toMatchObject({ nom: 'Claire Dupont', ligne1: '3 rue des Lilas' })
    expect(docs[0].premiersTelechargements).toMatchObject([{ slug: 'respirer' }])
    expect(docs[0].lignesRetractees).toEqual([expect.objectContaining({ slug: 'stress' })])
    // Restricted: kept for the accounts, used for nothing else — its download links no longer serve.
    const jeton = jetonTelechargement(await refCommande(payload, docs[0]), 'respirer')
    expect(await fichierPourJeton(payload, jeton)).toEqual({
      ok: false,
      status: 403,
      message: MESSAGES_TELECHARGEMENT.restreinte,
    })
    expect(
      (await payload.find({ collection: 'abonnes', overrideAccess: true })).docs.map((a) => a.email),
    ).toEqual(['autre@example.fr'])
    const demandes = await payload.find({ collection: 'demandes-donnees', sort: 'le', overrideAccess: true })
    expect(demandes.docs.map((d) => [d.type, d.email, d.auteur])).toEqual([
      ['export', CLIENT, 'admin@example.fr'],
      ['effacement', CLIENT, 'admin@example.fr'],
    ])
    for (const d of demandes.docs) expect(Date.parse(d.le)).toBeGreaterThanOrEqual(debut)
  })
})
