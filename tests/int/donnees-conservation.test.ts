/**
 * The retention periods (src/lib/donnees/conservation.ts): a pass removes exactly the rows past their
 * period — sent e-mails lose their body and links after 7 days, contact messages go after a year,
 * unsubscribed subscribers after 30 days, ended access rows after a day, unpaid abandoned orders after
 * 90 days — and leaves everything else, paid and invoiced orders first. A second pass removes nothing.
 * The scheduler's pass applies it.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Commande } from '@/payload-types'
import { contexteSysteme } from '@/lib/commande/ecritureSysteme'
import { appliquerConservation, TEXTE_EFFACE } from '@/lib/donnees/conservation'
import { cheminDeCle, cleDocument } from '@/lib/documents/stockage'
import { schedulerToken, SCHEDULER_HEADER } from '@/lib/sauvegarde/scheduler'

import { api } from '../support/api'
import { creerCommande } from './helpers/commande'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
const JOUR = 24 * 60 * 60 * 1000
const t0 = Date.now()
const il = (jours: number) => new Date(t0 - jours * JOUR).toISOString()
/** The pass runs `jours` days after the rows were written. */
const passe = (jours: number) => appliquerConservation(payload, new Date(t0 + jours * JOUR))

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
})
afterAll(async () => {
  await cleanup?.()
})

const creer = (collection: Parameters<Payload['create']>[0]['collection'], data: Record<string, unknown>) =>
  payload.create({ collection, data: data as never, overrideAccess: true, depth: 0 })

const commande = (numero: string, statut: Commande['statut'], extra: Partial<Commande> = {}) =>
  creerCommande(payload, numero, statut, extra)

const courriel = (cle: string, statut: string, envoyeLe: string | null) =>
  creer('courriels', {
    id: cle,
    cle,
    destinataire: 'client@example.fr',
    sujet: 'Votre commande',
    texte: 'Téléchargez\u00a0: http://boutique.test/api/commandes/telechargement/jeton-secret',
    html: '<a href="http://boutique.test/api/commandes/telechargement/jeton-secret">Télécharger</a>',
    statut,
    envoyeLe,
  })

const restants = async (collection: Parameters<Payload['find']>[0]['collection'], champ: string) =>
  (await payload.find({ collection, depth: 0, pagination: false, overrideAccess: true })).docs
    .map((d) => String((d as unknown as Record<string, unknown>)[champ]))
    .sort()

/** What every period applies to, on both sides of it: e-mails sent or waiting, a message, subscribers,
 *  access rows ended, open or still valid, unpaid, paid and invoiced orders. */
async function creerUnPeuDeTout() {
  await courriel('envoye-ancien', 'envoye', il(8))
  await courriel('envoye-recent', 'envoye', il(6))
  await courriel('a-envoyer', 'a_envoyer', null)
  await creer('messages', { nom: 'Lise', email: 'lise@example.fr', message: 'Bonjour' })
  await creer('abonnes', { email: 'parti@example.fr', statut: 'desabonne' })
  await creer('abonnes', { email: 'reste@example.fr', statut: 'confirme' })
  await creer('acces-espace', { id: 'fini', email: 'a@example.fr', lienExpireLe: il(2) })
  await creer('acces-espace', {
    id: 'session-ouverte',
    email: 'b@example.fr',
    lienExpireLe: il(2),
    sessionExpireLe: new Date(t0 + 60 * JOUR).toISOString(),
  })
  await creer('acces-espace', { id: 'lien-valide', email: 'c@example.fr', lienExpireLe: il(-1) })
  await commande('MC-2026-000001', 'en_attente')
  await commande('MC-2026-000002', 'annulee')
  await commande('MC-2026-000003', 'payee', { payeeLe: il(0) })
  await commande('MC-2026-000004', 'remboursee', { payeeLe: il(0), numeroFacture: 'FA-2026-000001' })
}

/** A pass's count that removed nothing. */
const RIEN = { courriels: 0, messages: 0, abonnes: 0, acces: 0, commandes: 0, prospects: 0, comptabilite: 0 }

describe('a retention pass: the short periods', () => {
  it('removes exactly what is past its period, and nothing on a second pass', async () => {
    await creerUnPeuDeTout()

    // Now: only the e-mail sent 8 days ago and the access row ended 2 days ago.
    expect(await passe(0)).toEqual({ ...RIEN, courriels: 1, acces: 1 })
    const ancien = await payload.findByID({
      collection: 'courriels',
      id: 'envoye-ancien',
      overrideAccess: true,
    })
    expect(ancien).toMatchObject({ texte: TEXTE_EFFACE, destinataire: 'client@example.fr', statut: 'envoye' })
    expect(ancien.html ?? null).toBeNull()
    const recent = await payload.findByID({
      collection: 'courriels',
      id: 'envoye-recent',
      overrideAccess: true,
    })
    expect(recent.texte).toContain('jeton-secret')
    expect(await restants('acces-espace', 'id')).toEqual(['lien-valide', 'session-ouverte'])

    // 31 days on: the other sent e-mail, the unsubscribed subscriber, the link never used; the e-mail
    // waiting to be sent keeps its body, the open session stays.
    expect(await passe(31)).toEqual({ ...RIEN, courriels: 1, abonnes: 1, acces: 1 })
    expect(await restants('acces-espace', 'id')).toEqual(['session-ouverte'])
    expect(await restants('abonnes', 'email')).toEqual(['reste@example.fr'])
    expect(
      (await payload.findByID({ collection: 'courriels', id: 'a-envoyer', overrideAccess: true })).texte,
    ).toContain('jeton-secret')

    // 91 days on: the two unpaid orders; the paid and the invoiced ones stay.
    expect(await passe(91)).toEqual({ ...RIEN, acces: 1, commandes: 2 })
    expect(await restants('commandes', 'numero')).toEqual(['MC-2026-000003', 'MC-2026-000004'])
    expect(await restants('messages', 'email')).toEqual(['lise@example.fr'])

    // A year and a day on: the contact message.
    expect(await passe(366)).toEqual({ ...RIEN, messages: 1 })
    expect(await passe(366)).toEqual(RIEN)
    expect(await restants('commandes', 'numero')).toEqual(['MC-2026-000003', 'MC-2026-000004'])
  })
})

describe('a retention pass: prospects, invoices, and the scheduler', () => {
  it('deletes prospects 3 years after their last contact or purchase, and invoices with their files after 10', async () => {
    const AN = 365.25 * JOUR
    await creer('abonnes', { email: 'oublie@example.fr', statut: 'confirme' })
    await creer('abonnes', { email: 'fidele@example.fr', statut: 'confirme' })
    // fidele bought two years on: three years after that purchase, not before.
    await commande('MC-2028-000001', 'payee', {
      email: 'fidele@example.fr',
      payeeLe: new Date(t0 + 2 * AN).toISOString(),
      createdAt: new Date(t0 + 2 * AN).toISOString(),
    } as Partial<Commande>)
    const ancienne = await commande('MC-2026-000009', 'payee', {
      payeeLe: il(0),
      numeroFacture: 'FA-2026-000009',
      factureLe: il(0),
    })
    const cle = await cleDocument(payload, 'FA-2026-000009', ancienne)
    const fichier = cheminDeCle(payload, cle)!
    fs.mkdirSync(path.dirname(fichier), { recursive: true })
    fs.writeFileSync(fichier, '%PDF-1.7 facture')
    await payload.update({
      collection: 'commandes',
      id: ancienne.id,
      data: { factureCle: cle } as never,
      overrideAccess: true,
      context: contexteSysteme(),
    })

    const apres = (ans: number) => appliquerConservation(payload, new Date(t0 + ans * AN + JOUR))
    // The first test's subscriber too: never a purchase.
    expect(await apres(3)).toMatchObject({ prospects: 2, comptabilite: 0 })
    const abonnes = await restants('abonnes', 'email')
    expect(abonnes).toContain('fidele@example.fr')
    expect(abonnes).not.toContain('oublie@example.fr')
    expect(await apres(5)).toMatchObject({ prospects: 1, comptabilite: 0 })
    expect(await restants('abonnes', 'email')).not.toContain('fidele@example.fr')

    expect(fs.existsSync(fichier)).toBe(true)
    expect(await apres(9)).toMatchObject({ comptabilite: 0 })
    expect(await apres(10)).toMatchObject({ comptabilite: 1 })
    expect(fs.existsSync(fichier)).toBe(false)
    expect(await restants('commandes', 'numero')).not.toContain('MC-2026-000009')
    // The 2028 order's invoice-less record is not an accounting document of 2026.
    expect(await restants('commandes', 'numero')).toContain('MC-2028-000001')
  })

  it('is run by the scheduler’s pass, the server’s own call on itself', async () => {
    await courriel('passe-planificateur', 'envoye', il(10))
    const res = await api(payload, 'GET', '/planification/passe', {
      headers: { [SCHEDULER_HEADER]: schedulerToken() },
    })
    expect(res.status).toBe(200)
    const doc = await payload.findByID({
      collection: 'courriels',
      id: 'passe-planificateur',
      overrideAccess: true,
    })
    expect(doc.texte).toBe(TEXTE_EFFACE)
  })
})
