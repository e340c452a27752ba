/**
 * Documents bound to their order when databases are copies of one another and write into one document
 * folder (the same installation identifier, record 0061): a database restored from a backup taken
 * before some invoices, and two instances started on copies of one database. A new order is never
 * served another customer's file, every numbering resumes after the highest number of the store, and
 * the documents the database does not know are listed as orphans with their order and customer.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Commande } from '@/payload-types'
import { anneeParis, formatNumero, prochainNumero } from '@/lib/commande/numero'
import { refCommande } from '@/lib/commande/reference'
import { documentParJeton } from '@/lib/facture/acces'
import { LIGNE_PARTIELLE } from '@/lib/commande/solde'
import { emettreAvoir } from '@/lib/facture/avoir'
import { avoirNumeroteParJeton } from '@/lib/facture/avoirParJeton'
import { emettreAvoirDeRemboursement } from '@/lib/facture/avoirRemboursement'
import { emettreFacture } from '@/lib/facture/facture'
import { jetonDocument } from '@/lib/facture/jeton'
import { cheminPdf, dossierFactures, sha256 } from '@/lib/documents/stockage'
import { formatNumeroFacture } from '@/lib/facture/numero'
import { documentsOrphelins } from '@/lib/facture/orphelins'
import { installationId } from '@/lib/infra/database/installation'
import { transfer } from '@/lib/transfert'
import { closeDatabase, openDatabase } from '@/lib/transfert/instance'
import { parseDatabaseUri } from '@/lib/transfert/uri'

import { texteDuPdf } from '../support/pdf'
import { api } from '../support/api'
import { type Boutique, demarrerBoutique } from './helpers/boutique'

let boutique: Boutique
let origine: Payload
let jetonEditeur = ''
const ouvertes: Payload[] = []
const dossier = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-copies-'))
const annee = anneeParis()
const FA = (n: number) => formatNumeroFacture(annee, n)
const AV = (n: number) => formatNumeroFacture(annee, n, 'AV')
const MC = (n: number) => formatNumero(annee, n)

beforeAll(async () => {
  boutique = await demarrerBoutique()
  origine = boutique.payload
  process.env.RATE_LIMITS = 'off'
  const email = 'editeur@copies.example'
  const password = 'mot-de-passe-solide-42'
  await origine.create({ collection: 'users', data: { email, password, roles: ['admin'] } })
  jetonEditeur = (await origine.login({ collection: 'users', data: { email, password } })).token!
})
afterAll(async () => {
  for (const p of ouvertes) await closeDatabase(p)
  await boutique?.arreter()
  fs.rmSync(dossier, { recursive: true, force: true })
})

/** A copy of the original database as it is now (a backup), opened beside it on the same folders. */
async function copie(nom: string): Promise<Payload> {
  const cible = path.join(dossier, `${nom}.db`)
  await transfer(origine.config, { from: process.env.DATABASE_URI!, to: `file:${cible}` })
  const p = await openDatabase(origine.config, parseDatabaseUri(`file:${cible}`))
  ouvertes.push(p)
  return p
}

/** A paid order of `client`, numbered as the checkout numbers it (or `numero`). */
async function payer(payload: Payload, client: string, total: number, numero?: string): Promise<Commande> {
  return payload.create({
    collection: 'commandes',
    data: {
      numero: numero ?? (await prochainNumero(payload)),
      email: `${client.toLowerCase()}@example.fr`,
      lignes: [{ slug: 'respirer', titre: 'Respirer en conscience', prix: total, livraison: 'numerique' }],
      sousTotal: total,
      fraisDePort: 0,
      total,
      devise: 'eur',
      statut: 'payee',
      payeeLe: new Date().toISOString(),
      facturation: {
        nom: client,
        societe: `Cabinet ${client} SARL`,
        ligne1: '1 rue de la Paix',
        codePostal: '75002',
        ville: 'Paris',
        pays: 'FR',
      },
    } as never,
    overrideAccess: true,
    depth: 0,
  })
}

/** What the order's own link serves, as text (or the refusal). */
async function servi(payload: Payload, document: 'facture' | 'avoir', c: Commande) {
  const res = await documentParJeton(
    payload,
    document,
    jetonDocument(document, await refCommande(payload, c)),
  )
  return res.ok ? { nom: res.nom, texte: await texteDuPdf(new Uint8Array(res.octets)) } : res
}

describe('a database restored from a backup taken before some invoices', () => {
  it('numbers the next order and invoice after the store’s and never serves another customer’s file', async () => {
    const avant = await payer(origine, 'Ancien', 1200)
    await emettreFacture(origine, avant)
    const sauvegarde = await copie('sauvegarde')

    const alice = await payer(origine, 'Alice', 4490)
    const factureAlice = await emettreFacture(origine, alice)
    expect([alice.numero, factureAlice.numeroFacture]).toEqual([MC(2), FA(2)])
    const lienAlice = jetonDocument('facture', await refCommande(origine, alice))

    // Restored: the backup does not know Alice's order; Bob pays the next one.
    const bob = await payer(sauvegarde, 'Bob', 1990)
    expect(bob.numero).toBe(MC(3))
    const factureBob = await emettreFacture(sauvegarde, bob)
    expect(factureBob.numeroFacture).toBe(FA(3))
    const texte = await servi(sauvegarde, 'facture', bob)
    expect(texte).toMatchObject({ nom: `${FA(3)}.pdf` })
    expect('texte' in texte && texte.texte).toContain('Cabinet Bob SARL')
    expect('texte' in texte && texte.texte).not.toContain('Alice')
    // Alice's file is untouched, and her link never serves Bob's order on the restored database.
    expect(await texteDuPdf(new Uint8Array(fs.readFileSync(factureAlice.chemin)))).toContain(
      'Cabinet Alice SARL',
    )
    const surRestauree = await documentParJeton(sauvegarde, 'facture', lienAlice)
    expect(surRestauree.ok).toBe(false)

    // The credit note series too resumes after the store's.
    const avoirAlice = await emettreAvoir(origine, alice)
    expect(avoirAlice.numeroAvoir).toBe(AV(1))
    expect((await emettreAvoir(sauvegarde, bob)).numeroAvoir).toBe(AV(2))

    // The restored database lists what it lost, for the owner to enter again.
    expect(await documentsOrphelins(sauvegarde)).toMatchObject([
      {
        numero: AV(1),
        document: 'avoir',
        commande: MC(2),
        client: 'Cabinet Alice SARL — Alice',
        total: 4490,
      },
      { numero: FA(2), document: 'facture', commande: MC(2), email: 'alice@example.fr' },
    ])
    expect(await documentsOrphelins(origine)).toMatchObject([
      { numero: AV(2), commande: MC(3), client: 'Cabinet Bob SARL — Bob' },
      { numero: FA(3), commande: MC(3) },
    ])
  })
})

describe('two instances on copies of one database, writing into one document folder', () => {
  it('gives each order its own numbers and files, one after the other and at once', async () => {
    const [premiere, seconde] = [await copie('premiere'), await copie('seconde')]
    const carol = await payer(premiere, 'Carol', 3000)
    const factureCarol = await emettreFacture(premiere, carol)
    const avoirCarol = await emettreAvoir(premiere, carol)

    const dave = await payer(seconde, 'Dave', 5000)
    expect(dave.numero).not.toBe(carol.numero)
    const factureDave = await emettreFacture(seconde, dave)
    const avoirDave = await emettreAvoir(seconde, dave)
    expect(factureDave.numeroFacture).not.toBe(factureCarol.numeroFacture)
    expect(avoirDave.numeroAvoir).not.toBe(avoirCarol.numeroAvoir)
    for (const [p, c, nom, autre] of [
      [seconde, dave, 'Dave', 'Carol'],
      [premiere, carol, 'Carol', 'Dave'],
    ] as const) {
      for (const document of ['facture', 'avoir'] as const) {
        const s = await servi(p, document, c)
        expect('texte' in s && s.texte).toContain(`Cabinet ${nom} SARL`)
        expect('texte' in s && s.texte).not.toContain(autre)
      }
    }

    // Both copies gave one order number to two checkouts before either was invoiced: at once, each
    // invoice gets a number of its own, and each link its own customer's file.
    const numero = MC(90)
    const [erin, frank] = [
      await payer(premiere, 'Erin', 700, numero),
      await payer(seconde, 'Frank', 800, numero),
    ]
    const [fe, ff] = await Promise.all([emettreFacture(premiere, erin), emettreFacture(seconde, frank)])
    expect(fe.numeroFacture).not.toBe(ff.numeroFacture)
    expect(fe.chemin).not.toBe(ff.chemin)
    const [se, sf] = [await servi(premiere, 'facture', erin), await servi(seconde, 'facture', frank)]
    expect('texte' in se && se.texte).toContain('Cabinet Erin SARL')
    expect('texte' in sf && sf.texte).toContain('Cabinet Frank SARL')
    expect(await prochainNumero(premiere)).toBe(MC(91))
  })
})

describe('a stored file that no longer hashes to what its order recorded', () => {
  it('is not served, and not overwritten', async () => {
    const gina = await payer(origine, 'Gina', 2500)
    const { chemin } = await emettreFacture(origine, gina)
    expect(await servi(origine, 'facture', gina)).toMatchObject({ texte: expect.stringContaining('Gina') })
    const remplace = Buffer.from('%PDF-1.7 autre document')
    fs.writeFileSync(chemin, remplace)
    expect(await servi(origine, 'facture', gina)).toMatchObject({ ok: false, status: 404 })
    expect(fs.readFileSync(chemin).equals(remplace)).toBe(true)
  })
})

/** One partial refund of `c` on a copy, documented by its own credit note (one per Stripe refund,
 *  `cle`): what the refund route calls, since the endpoints in this process answer for the original. */
const rembourserEnPartie = (payload: Payload, c: Commande, cle: string, montant: number) =>
  emettreAvoirDeRemboursement(payload, c, {
    cle,
    lignes: [{ ligne: null, designation: LIGNE_PARTIELLE, montant, nature: 'bien' }],
    rembourseLe: new Date().toISOString(),
  })

/** What `/api/commande/avoir/{token}?n=` (and « Mes commandes ») serves for one credit note. */
async function avoirServi(payload: Payload, c: Commande, numero: string) {
  const res = await avoirNumeroteParJeton(
    payload,
    jetonDocument('avoir', await refCommande(payload, c)),
    numero,
  )
  return res.ok ? { nom: res.nom, texte: await texteDuPdf(new Uint8Array(res.octets)) } : res
}

describe('a credit note per refund on a restored database', () => {
  it('takes a number of its own and serves its own file, never another customer’s', async () => {
    // The backup holds the installation identifier: both copies write into one document folder.
    await installationId(origine)
    const sauvegarde = await copie('avant-remboursements')
    // Both copies gave one order number to two checkouts; Heidi is refunded in part on the original.
    // Heidi pays and is refunded in part on the original, as the admin does it.
    const heidi = await boutique.payee(['respirer'], 'heidi@example.fr')
    const res = await api(origine, 'POST', `/admin/commandes/${heidi.numero}/rembourser`, {
      body: { montant: 500 },
      headers: { authorization: `JWT ${jetonEditeur}` },
    })
    expect(res.status).toBe(200)
    const avoirHeidi = (
      await origine.find({
        collection: 'avoirs',
        where: { numero: { equals: res.json.avoir.numero } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
    const chemin = await cheminPdf(origine, avoirHeidi.numero, heidi)
    expect(await avoirServi(origine, heidi, avoirHeidi.numero)).toMatchObject({
      texte: expect.stringContaining('heidi@example.fr'),
    })

    // Restored: the backup knows neither Heidi's order nor her credit note; its checkout gave Ivan the
    // same order number before either was invoiced, and Ivan is refunded in part.
    const ivan = await payer(sauvegarde, 'Ivan', 4000, heidi.numero)
    const { avoir: avoirIvan } = await rembourserEnPartie(sauvegarde, ivan, 're_ivan', 1500)
    expect(avoirIvan.numero).not.toBe(avoirHeidi.numero)
    expect(Number(avoirIvan.numero.slice(-6))).toBeGreaterThan(Number(avoirHeidi.numero.slice(-6)))
    const servi = await avoirServi(sauvegarde, ivan, avoirIvan.numero)
    expect(servi).toMatchObject({ nom: `${avoirIvan.numero}.pdf` })
    expect('texte' in servi && servi.texte).toContain('Cabinet Ivan SARL')
    expect('texte' in servi && servi.texte).not.toContain('heidi')
    // Heidi's number names no note of Ivan's order; her file is untouched and still hers.
    expect(await avoirServi(sauvegarde, ivan, avoirHeidi.numero)).toMatchObject({ ok: false, status: 404 })
    expect(await texteDuPdf(new Uint8Array(fs.readFileSync(chemin)))).toContain('heidi@example.fr')

    // Each note records where its file is and what it hashes to; a file that no longer does is not
    // served, and not overwritten.
    expect(avoirHeidi).toMatchObject({ fichier: path.relative(dossierFactures(origine), chemin) })
    expect(avoirHeidi.sha256).toBe(sha256(fs.readFileSync(chemin)))
    const remplace = Buffer.from('%PDF-1.7 autre document')
    fs.writeFileSync(chemin, remplace)
    expect(await avoirServi(origine, heidi, avoirHeidi.numero)).toMatchObject({ ok: false, status: 404 })
    expect(fs.readFileSync(chemin).equals(remplace)).toBe(true)
  })
})
