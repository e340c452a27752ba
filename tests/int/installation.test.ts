/**
 * Documents that cannot be mistaken for another: a database reset (a new one on the same file
 * directories) gives its first order the same id and number as before, and the same invoice number.
 * The old database's links are refused there, its stored PDF is never served for the new order, and a
 * late Stripe event of the old order leaves the new one alone. `db:transfer` carries the identifier, so
 * a copied shop keeps serving its links.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Commande } from '@/payload-types'
import { jetonTelechargement } from '@/lib/commande/jeton'
import { refCommande } from '@/lib/commande/reference'
import { fichierPourJeton } from '@/lib/commande/telechargement'
import { traiterEvenement } from '@/lib/panier/webhook'
import { documentParJeton } from '@/lib/facture/acces'
import { emettreFacture } from '@/lib/facture/facture'
import { jetonFacture } from '@/lib/facture/jeton'
import { cheminPdf } from '@/lib/documents/stockage'
import { installationId } from '@/lib/infra/database/installation'
import { transfer } from '@/lib/transfert'
import { closeDatabase, openDatabase } from '@/lib/transfert/instance'
import { parseDatabaseUri } from '@/lib/transfert/uri'

import { texteDuPdf } from '../support/pdf'
import { getTestPayload } from './helpers/payload'

let ancienne: Payload
let nouvelle: Payload | undefined
let copie: Payload | undefined
let cleanup: () => Promise<void>
const dossier = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-installation-'))

beforeAll(async () => {
  ;({ payload: ancienne, cleanup } = await getTestPayload())
  // The reset database: a new file, the same upload and invoice directories (env of getTestPayload).
  nouvelle = await openDatabase(ancienne.config, parseDatabaseUri(`file:${path.join(dossier, 'reset.db')}`), {
    migrate: true,
  })
})
afterAll(async () => {
  await closeDatabase(nouvelle)
  await closeDatabase(copie)
  await cleanup?.()
  fs.rmSync(dossier, { recursive: true, force: true })
})

/** The first order of a database, paid, as the webhook leaves it. */
const commandePayee = (payload: Payload, nom: string, statut: Commande['statut'] = 'payee') =>
  payload.create({
    collection: 'commandes',
    data: {
      numero: 'MC-2026-000001',
      email: `${nom.toLowerCase()}@example.fr`,
      lignes: [{ slug: 'respirer', titre: 'Respirer en conscience', prix: 1200, livraison: 'numerique' }],
      sousTotal: 1200,
      fraisDePort: 0,
      total: 1200,
      devise: 'eur',
      statut,
      stripeSessionId: `cs_test_${nom}`,
      ...(statut === 'payee' ? { payeeLe: new Date().toISOString() } : {}),
      facturation: { nom, ligne1: '1 rue de la Paix', codePostal: '75002', ville: 'Paris', pays: 'FR' },
    } as never,
    overrideAccess: true,
    depth: 0,
  })

describe('a reset database', () => {
  it('has its own identifier, refuses the old links and never serves the old PDF', async () => {
    const avant = await commandePayee(ancienne, 'Ancien')
    const factureAvant = await emettreFacture(ancienne, avant)
    const refAvant = await refCommande(ancienne, avant)
    const lienFacture = jetonFacture(refAvant)
    const lienFichier = jetonTelechargement(refAvant, 'respirer')
    expect((await documentParJeton(ancienne, 'facture', lienFacture)).ok).toBe(true)

    const apres = await commandePayee(nouvelle!, 'Nouveau')
    const factureApres = await emettreFacture(nouvelle!, apres)
    // Same id (both SQLite; the MongoDB run's first base has ObjectIds), same order number, same
    // invoice number: only the database tells them apart.
    if (!process.env.TEST_MONGO_URI) expect(String(apres.id)).toBe(String(avant.id))
    expect(factureApres.numeroFacture).toBe(factureAvant.numeroFacture)
    expect(await installationId(nouvelle!)).not.toBe(await installationId(ancienne))
    expect(factureApres.chemin).not.toBe(factureAvant.chemin)
    expect(fs.existsSync(factureAvant.chemin)).toBe(true)

    // The old links, opened on the new database: refused as invalid links.
    expect(await documentParJeton(nouvelle!, 'facture', lienFacture)).toMatchObject({
      ok: false,
      status: 403,
    })
    expect(await documentParJeton(nouvelle!, 'avoir', lienFacture)).toMatchObject({ ok: false, status: 403 })
    expect(await fichierPourJeton(nouvelle!, lienFichier)).toMatchObject({ ok: false, status: 403 })

    // The new order's own link serves its own invoice, not the old file of the same numbers.
    const servi = await documentParJeton(
      nouvelle!,
      'facture',
      jetonFacture(await refCommande(nouvelle!, apres)),
    )
    expect(servi.ok).toBe(true)
    const texte = await texteDuPdf(new Uint8Array(servi.ok ? servi.octets : []))
    expect(texte).toContain('Nouveau')
    expect(texte).not.toContain('Ancien')
    expect(servi.ok && servi.octets.equals(fs.readFileSync(factureAvant.chemin))).toBe(false)
  })

  it('refuses a link whose order number is not the order’s, and one of a made-up database', async () => {
    const commande = (await nouvelle!.find({ collection: 'commandes', depth: 0, limit: 1 })).docs[0]
    const ref = await refCommande(nouvelle!, commande)
    const autreNumero = jetonFacture({ ...ref, numero: 'MC-2026-000002' })
    expect(await documentParJeton(nouvelle!, 'facture', autreNumero)).toMatchObject({
      ok: false,
      status: 404,
    })
    const autreBase = jetonFacture({ ...ref, installation: 'autre-base-inventee' })
    expect(await documentParJeton(nouvelle!, 'facture', autreBase)).toMatchObject({ ok: false, status: 403 })
  })

  it('ignores a late Stripe event about the old database’s order of the same id', async () => {
    const enAttente = await nouvelle!.create({
      collection: 'commandes',
      data: {
        numero: 'MC-2026-000002',
        email: 'attente@example.fr',
        lignes: [{ slug: 'respirer', titre: 'Respirer', prix: 1200, livraison: 'numerique' }],
        sousTotal: 1200,
        fraisDePort: 0,
        total: 1200,
        devise: 'eur',
        statut: 'en_attente',
      } as never,
      overrideAccess: true,
    })
    const metadata = {
      installation: await installationId(ancienne),
      commandeId: String(enAttente.id),
      numero: enAttente.numero,
    }
    const evenement = {
      id: 'evt_ancienne_base',
      type: 'checkout.session.completed',
      data: {
        object: { id: 'cs_test_ancien', object: 'checkout.session', payment_status: 'paid', metadata },
      },
    }
    const res = await traiterEvenement(nouvelle!, evenement as never, { siteUrl: 'http://boutique.test' })
    expect(res.applique).toBe(false)
    expect((await nouvelle!.findByID({ collection: 'commandes', id: enAttente.id })).statut).toBe(
      'en_attente',
    )
  })
})

describe('npm run db:transfer', () => {
  it('carries the identifier: the copy serves the links and files of the original', async () => {
    const cible = path.join(dossier, 'copie.db')
    await transfer(ancienne.config, { from: process.env.DATABASE_URI!, to: `file:${cible}` })
    copie = await openDatabase(ancienne.config, parseDatabaseUri(`file:${cible}`))
    expect(await installationId(copie)).toBe(await installationId(ancienne))
    const commande = (await copie.find({ collection: 'commandes', depth: 0, limit: 1 })).docs[0]
    const lien = jetonFacture(await refCommande(ancienne, commande))
    const servi = await documentParJeton(copie, 'facture', lien)
    expect(servi.ok).toBe(true)
    expect(await cheminPdf(copie, commande.numeroFacture!, commande)).toBe(
      await cheminPdf(ancienne, commande.numeroFacture!, commande),
    )
  })
})
