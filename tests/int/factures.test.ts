// Over 300 lines: numbering, the PDF, the signed link and the checkout fields read the same paid orders of one database and the Stripe/SMTP fakes.
// Invoices: numbering under concurrent payments, the stored PDF read back, the signed link
// from the receipt mail and the confirmation, and the professional fields of the checkout.
import fs from 'node:fs'
import path from 'node:path'

import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { installationId } from '@/lib/infra/database/installation'
import { refCommande } from '@/lib/commande/reference'
import { anneeParis } from '@/lib/commande/numero'
import { confirmationParSession } from '@/lib/panier/confirmation'
import { jetonFacture } from '@/lib/facture/jeton'
import { formatNumeroFacture } from '@/lib/facture/numero'
import { MENTION_293B } from '@/lib/facture/pdf'
import { dossierFactures } from '@/lib/documents/stockage'
import { MESSAGE_TVA, MESSAGE_TVA_VENDEUR_REQUIS } from '@/lib/facture/tva'

import { api } from '../support/api'
import { euros, plat, texteDuPdf } from '../support/pdf'
import { type CommerceFakes, type FakeSession, sessionForEvent, signedEvent } from '../support/fakes.mjs'
import { type Boutique, demarrerBoutique, SITE, VENDEUR } from './helpers/boutique'

let boutique: Boutique
let payload: Payload
let fakes: CommerceFakes

beforeAll(async () => {
  boutique = await demarrerBoutique({ reglages: { fraisDePort: 590, livraisonOfferteDes: 6000, ...VENDEUR } })
  ;({ payload, fakes } = boutique)
})
afterAll(async () => boutique?.arreter())
beforeEach(() => {
  process.env.RATE_LIMITS = 'off'
})

const payer = (body: unknown) => api(payload, 'POST', '/commande/paiement', { body })
const commandeDeSession = (sessionId: string) => boutique.commandeDeSession(sessionId)
const livrer = (session: FakeSession, type = 'checkout.session.completed') => {
  const { payload: corps, signature } = signedEvent(type, sessionForEvent(session, type))
  return api(payload, 'POST', '/commande/webhook', {
    raw: corps,
    headers: { 'stripe-signature': signature },
  })
}
async function commander(body: Record<string, unknown>) {
  const res = await payer({ consentementNumerique: true, renonciationRetractation: true, ...body })
  expect(res.status).toBe(201)
  return fakes.sessions.get(res.json.url.split('/checkout/')[1])!
}
async function payee(body: Record<string, unknown>) {
  const session = await commander(body)
  const res = await livrer(session)
  expect(res.json).toEqual({ received: true, applied: true })
  return { session, commande: await commandeDeSession(session.id) }
}

/** The endpoint's raw response (api() reads bodies as text, which would mangle the PDF). */
async function telecharger(chemin: string) {
  const res = await handleEndpoints({
    config: payload.config,
    request: new Request(`http://localhost${chemin}`),
  })
  return { res, octets: new Uint8Array(await res.arrayBuffer()) }
}

describe('invoice numbers', () => {
  it('gives 20 concurrent payments FA-YYYY-000001…000020, each once, and a redelivery no second number', async () => {
    // Checkouts one by one (concurrent checkouts are tests/int/commande.test.ts's); the payments
    // themselves are delivered all at once.
    const sessions: FakeSession[] = []
    for (let i = 0; i < 20; i++)
      sessions.push(await commander({ slugs: ['respirer'], email: `lot${i}@example.fr` }))

    const t0 = performance.now()
    // The MongoDB-compatible test server's writes are not exclusive under concurrency (docs/TESTS.md, « Ce que
    // le serveur MongoDB de test ne couvre pas »: 3 of 20 numbers lost there, none on SQLite): there the
    // payments are delivered one after another.
    const reponses =
      process.env.MONGO_COMPAT === '1'
        ? await sessions.reduce<Promise<Awaited<ReturnType<typeof livrer>>[]>>(
            async (acc, s) => [...(await acc), await livrer(s)],
            Promise.resolve([]),
          )
        : await Promise.all(sessions.map((s) => livrer(s)))
    console.info(
      `[mesure] 20 paiements simultanés (numéro de facture et PDF compris) : ${(performance.now() - t0).toFixed(0)} ms`,
    )
    expect(reponses.map((r) => r.json)).toEqual(sessions.map(() => ({ received: true, applied: true })))

    const commandes = await Promise.all(sessions.map((s) => commandeDeSession(s.id)))
    const annee = anneeParis()
    const numeros = commandes.map((c) => c.numeroFacture).sort()
    expect(numeros).toEqual(Array.from({ length: 20 }, (_, i) => formatNumeroFacture(annee, i + 1)))
    for (const c of commandes) expect(new Date(c.factureLe!).getTime()).toBeGreaterThan(Date.now() - 120_000)
    // Each invoice stored once, under this database's identifier, its number and its order's.
    const dossier = path.join(dossierFactures(payload), await installationId(payload))
    const fichiers = fs.readdirSync(dossier).filter((f) => f.startsWith(`FA-${annee}-`))
    expect(fichiers.sort()).toEqual(commandes.map((c) => `${c.numeroFacture}_${c.numero}.pdf`).sort())

    // Redelivered, alone and several at once: nothing applied, the number unchanged, no new one.
    const redelivrees = await Promise.all([livrer(sessions[3]), livrer(sessions[3]), livrer(sessions[7])])
    expect(redelivrees.map((r) => r.json.applied)).toEqual([false, false, false])
    expect((await commandeDeSession(sessions[3].id)).numeroFacture).toBe(commandes[3].numeroFacture)
    expect((await commandeDeSession(sessions[7].id)).numeroFacture).toBe(commandes[7].numeroFacture)
    const total = await payload.count({
      collection: 'commandes',
      where: { numeroFacture: { exists: true } },
      overrideAccess: true,
    })
    expect(total.totalDocs).toBe(20)

    // The next payment continues the series.
    const { commande } = await payee({ slugs: ['respirer'], email: 'suivant@example.fr' })
    expect(commande.numeroFacture).toBe(formatNumeroFacture(annee, 21))
  })

  it('gives no number to an unpaid order, and refuses to delete an invoiced one', async () => {
    const session = await commander({ slugs: ['stress'], email: 'impaye@example.fr' })
    expect((await commandeDeSession(session.id)).numeroFacture).toBeFalsy()
    const expiree = await livrer(session, 'checkout.session.expired')
    expect(expiree.json.applied).toBe(true)
    expect((await commandeDeSession(session.id)).numeroFacture).toBeFalsy()

    const { commande } = await payee({ slugs: ['stress'], email: 'garde@example.fr' })
    await expect(
      payload.delete({ collection: 'commandes', id: commande.id, overrideAccess: true }),
    ).rejects.toThrow(/porte la facture FA-\d{4}-\d{6}/)
  })
})

describe('the invoice PDF: its content, stored once', () => {
  it('says who sells to whom, each line HT/TVA/TTC, the totals and the number; stored once', async () => {
    const { session, commande } = await payee({
      slugs: ['respirer', 'stress'],
      email: 'pro@example.fr',
      societe: '  Cabinet Sérénité  ',
      numeroTva: ' fr 64 443061841 ',
    })
    expect(commande.facturation).toMatchObject({
      societe: 'Cabinet Sérénité',
      numeroTva: 'FR64443061841',
      nom: 'Camille Martin',
      ligne1: '12 rue des Lilas',
      codePostal: '69003',
      ville: 'Lyon',
      pays: 'FR',
    })
    const { res, octets } = await telecharger(
      `/api/commande/facture/${jetonFacture(await refCommande(payload, commande))}`,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${commande.numeroFacture}.pdf"`,
    )
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(octets.slice(0, 5)).toString('latin1')).toBe('%PDF-')

    const texte = await texteDuPdf(octets)
    for (const attendu of [
      'FACTURE',
      commande.numeroFacture!,
      commande.numero,
      // Seller
      'Atelier Essai SARL',
      '3 place des Couleurs',
      '69002 Lyon',
      'SIRET : 12345678200002',
      'TVA intracommunautaire : FR11123456782',
      // Buyer
      'Cabinet Sérénité',
      'Camille Martin',
      '12 rue des Lilas',
      '69003 Lyon',
      'France',
      'pro@example.fr',
      'TVA intracommunautaire : FR64443061841',
      // Lines: 12,00 € → 10,00 HT + 2,00; 25,00 € → 20,83 + 4,17; shipping 5,90 € → 4,92 + 0,98.
      'Respirer en conscience (fichier numérique)',
      'Le stress expliqué (affiche imprimée A3, 29,7\u00a0×\u00a042\u00a0cm)',
      'Frais de livraison',
      `1 ${euros(1000)} 20 % ${euros(200)} ${euros(1200)}`,
      `1 ${euros(2083)} 20 % ${euros(417)} ${euros(2500)}`,
      `1 ${euros(492)} 20 % ${euros(98)} ${euros(590)}`,
      // Totals
      `Total HT ${euros(3575)}`,
      `TVA 20 % ${euros(715)}`,
      `Total TTC ${euros(4290)}`,
    ])
      expect(texte).toContain(plat(attendu))
    expect(texte).toMatch(/Date : \d{1,2} [a-zéû]+ \d{4}/)
    expect(texte).toMatch(/Facture acquittée le \d{1,2} [a-zéû]+ \d{4}, par paiement en ligne/)
    expect(texte).not.toContain('293')

    // Stored once: new seller settings and a redelivered event leave the bytes as they were.
    await payload.updateGlobal({ slug: 'reglages', data: { raisonSociale: 'Autre nom' } })
    await livrer(session)
    const encore = await telecharger(
      `/api/commande/facture/${jetonFacture(await refCommande(payload, commande))}`,
    )
    expect(Buffer.from(encore.octets).equals(Buffer.from(octets))).toBe(true)
    await payload.updateGlobal({ slug: 'reglages', data: { raisonSociale: VENDEUR.raisonSociale } })
  })
})

describe('the invoice PDF: a seller not liable for VAT', () => {
  it('prints the art. 293 B mention and no VAT when the seller is not liable', async () => {
    await payload.updateGlobal({ slug: 'reglages', data: { tvaNonApplicable: true } })
    try {
      const { commande } = await payee({ slugs: ['respirer'], email: 'franchise@example.fr' })
      const { octets } = await telecharger(
        `/api/commande/facture/${jetonFacture(await refCommande(payload, commande))}`,
      )
      const texte = await texteDuPdf(octets)
      expect(texte).toContain(plat(MENTION_293B))
      expect(texte).toContain(plat(`Total HT ${euros(1200)}`))
      expect(texte).toContain(plat(`Total TTC ${euros(1200)}`))
      expect(texte).not.toContain('Montant TVA')
      expect(texte).not.toContain('FR11123456782')
      expect(texte).toContain('Atelier Essai SARL')
      expect(texte).toContain(commande.numeroFacture!)
    } finally {
      await payload.updateGlobal({ slug: 'reglages', data: { tvaNonApplicable: false } })
    }
  })
})

describe('GET /api/commande/facture/{token}', () => {
  it('answers a forged, expired or unpaid-order token with a French 4xx and no PDF', async () => {
    const { commande } = await payee({ slugs: ['respirer'], email: 'jeton@example.fr' })
    const bon = jetonFacture(await refCommande(payload, commande))
    const [corps, signature] = bon.split('.')
    const autre = Buffer.from(JSON.stringify({ c: '999999', e: Date.now() + 1e9 })).toString('base64url')
    const impayee = await commander({ slugs: ['stress'], email: 'pas-paye@example.fr' })
    const refImpayee = await refCommande(payload, await commandeDeSession(impayee.id))

    const cas = [
      ['tampered body', `${autre}.${signature}`, 403, /lien de facture n’est pas valide/],
      ['tampered signature', `${corps}.${signature.slice(0, -2)}AA`, 403, /n’est pas valide/],
      ['garbage', 'pas-un-jeton', 403, /n’est pas valide/],
      [
        'expired',
        jetonFacture(await refCommande(payload, commande), Date.now() - 400 * 86_400_000),
        410,
        /a expiré/,
      ],
      [
        'unknown order',
        jetonFacture({ ...(await refCommande(payload, commande)), id: 987654321 }),
        404,
        /introuvable/,
      ],
      ['unpaid order', jetonFacture(refImpayee), 404, /n’est pas réglée/],
    ] as const
    for (const [, token, status, message] of cas) {
      const res = await api(payload, 'GET', `/commande/facture/${token}`)
      expect(res.status).toBe(status)
      expect(res.headers.get('content-type')).toMatch(/json/)
      expect(res.json.error).toMatch(message)
    }
    expect((await commandeDeSession(impayee.id)).numeroFacture).toBeFalsy()
    // A browser gets a French page.
    const page = await handleEndpoints({
      config: payload.config,
      request: new Request(`http://localhost/api/commande/facture/pas-un-jeton`, {
        headers: { accept: 'text/html' },
      }),
    })
    expect(page.status).toBe(403)
    expect(await page.text()).toContain('<h1>Facture indisponible</h1>')
  })

  it('is linked from the receipt mail and the confirmation page', async () => {
    const { session, commande } = await payee({ slugs: ['respirer'], email: 'recu-facture@example.fr' })
    const mail = await fakes.waitForMail((m) => m.to.includes('recu-facture@example.fr'))
    expect(mail.text).toContain(`Télécharger la facture ${commande.numeroFacture} (PDF)`)
    const liens = mail.text.match(/http:\/\/boutique\.test\/api\/commande\/facture\/\S+/g)!
    expect(liens).toHaveLength(1)
    expect(mail.html).toContain(liens[0])
    const { res, octets } = await telecharger(liens[0].replace(SITE, ''))
    expect(res.status).toBe(200)
    expect(await texteDuPdf(octets)).toContain(commande.numeroFacture!)

    const confirmation = await confirmationParSession(payload, session.id)
    expect(confirmation!.facture!.numero).toBe(commande.numeroFacture)
    const depuisPage = await telecharger(confirmation!.facture!.href)
    expect(depuisPage.res.status).toBe(200)
    // And from the order in the admin (a read-only field with a fresh signed link).
    const vue = await payload.findByID({ collection: 'commandes', id: commande.id, overrideAccess: true })
    expect(vue.lienFacture).toMatch(new RegExp(`^${SITE}/api/commande/facture/`))
    expect((await telecharger(vue.lienFacture!.replace(SITE, ''))).res.status).toBe(200)
  })
})

describe('professional checkout fields and seller settings', () => {
  it.each([
    ['a French number without its 11 digits', 'FR123'],
    ['a non-EU prefix', 'US123456789'],
    ['a number too long', `DE${'1'.repeat(14)}`],
    ['punctuation', 'FR64443061841!'],
    ['a French number whose key is wrong', 'FR65443061841'],
    ['a Belgian number whose check digits are wrong', 'BE0411905848'],
  ])('refuses %s with a French 400 and creates nothing', async (_, numeroTva) => {
    const avant = (await payload.count({ collection: 'commandes', overrideAccess: true })).totalDocs
    const res = await payer({ slugs: ['stress'], email: 'pro@example.fr', numeroTva })
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ error: MESSAGE_TVA })
    expect((await payload.count({ collection: 'commandes', overrideAccess: true })).totalDocs).toBe(avant)
  })

  it('accepts other EU numbers, and asks Stripe for the billing address of a professional', async () => {
    const avant = fakes.requests.length
    const session = await commander({
      slugs: ['respirer'],
      email: 'be@example.fr',
      numeroTva: 'be 0411.905.847',
      pays: 'BE',
    })
    expect((await commandeDeSession(session.id)).facturation?.numeroTva).toBe('BE0411905847')
    expect(fakes.requests[avant].body.billing_address_collection).toBe('required')
    const particulier = await commander({ slugs: ['respirer'], email: 'perso@example.fr', societe: '  ' })
    expect((await commandeDeSession(particulier.id)).facturation?.societe).toBeFalsy()
    expect(fakes.requests.at(-1)!.body.billing_address_collection).toBeUndefined()
  })

  it('validates the seller SIRET and VAT number in French', async () => {
    await expect(payload.updateGlobal({ slug: 'reglages', data: { siret: '1234' } })).rejects.toThrow(/SIRET/)
    await expect(
      payload.updateGlobal({ slug: 'reglages', data: { numeroTvaVendeur: 'XX1' } }),
    ).rejects.toThrow(/TVA/)
  })

  it('requires the seller VAT number once the seller is identified, unless under the franchise en base', async () => {
    const avant = await payload.findGlobal({ slug: 'reglages' })
    await expect(
      payload.updateGlobal({ slug: 'reglages', data: { numeroTvaVendeur: '', tvaNonApplicable: false } }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'numeroTvaVendeur', message: MESSAGE_TVA_VENDEUR_REQUIS }] },
    })
    expect((await payload.findGlobal({ slug: 'reglages' })).numeroTvaVendeur).toBe(avant.numeroTvaVendeur)
    try {
      const franchise = await payload.updateGlobal({
        slug: 'reglages',
        data: { numeroTvaVendeur: '', tvaNonApplicable: true },
      })
      expect(franchise.numeroTvaVendeur).toBeFalsy()
    } finally {
      await payload.updateGlobal({
        slug: 'reglages',
        data: { numeroTvaVendeur: avant.numeroTvaVendeur, tvaNonApplicable: false },
      })
    }
  })
})
