/**
 * The receipt confirms the contract on a durable medium (L221-13, Law III item 5): it carries the CGV in
 * force as a PDF — the published CGV page with its parts written from the settings, dated with its
 * version in Paris time — built once per version, sent again by a retry, replaced when the CGV change.
 * Real SMTP on loopback, the Stripe-compatible server, SQLite.
 */
import fs from 'node:fs/promises'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cheminCgv } from '@/lib/cgv/pieceJointe'
import { jourParis } from '@/lib/format/date'
import { enregistrerCourriel, envoyerCourriels } from '@/lib/courriel/courriels'
import { PAGES } from '@/seed/data/pages'
import { richText } from '@/seed/richtext'
import type { Courriel } from '@/payload-types'

import { type CapturedMail, startCommerceFakes } from '../support/fakes.mjs'
import { plat, texteDuPdf } from '../support/pdf'
import { type Boutique, demarrerBoutique, VENDEUR } from './helpers/boutique'

let boutique: Boutique
let payload: Payload
const CGV = PAGES.find((p) => p.slug === 'cgv')!
const MEDIATEUR = {
  nom: 'Médiateur Essai',
  adresse: '1 rue de la Paix\n75002 Paris',
  site: 'www.mediateur.example',
}

beforeAll(async () => {
  boutique = await demarrerBoutique({
    reglages: { ...VENDEUR, name: 'Mots & Couleurs', mediateur: MEDIATEUR },
  })
  payload = boutique.payload
  await payload.create({
    collection: 'pages',
    data: {
      titre: CGV.titre,
      slug: 'cgv',
      description: CGV.description,
      contenu: richText(CGV.contenu) as never,
      _status: 'published',
    },
    overrideAccess: true,
  })
})
afterAll(async () => boutique?.arreter())

const cgvPage = async () =>
  (await payload.find({ collection: 'pages', where: { slug: { equals: 'cgv' } }, overrideAccess: true }))
    .docs[0]
const recuDe = (email: string) =>
  boutique.fakes.waitForMail((m) => m.to.includes(email) && m.attachments.length > 0)
const pdfDe = (mail: CapturedMail) => {
  expect(mail.attachments).toHaveLength(1)
  return Buffer.from(mail.attachments[0].content, 'base64')
}
const ligneRecu = async (id: number | string) =>
  (await payload.findByID({
    collection: 'courriels',
    id: `recu:${id}`,
    depth: 0,
    overrideAccess: true,
  })) as Courriel

describe('the receipt carries the CGV in force as a PDF: its content', () => {
  it('attaches the CGV page as it reads, with the seller from the settings, dated with its version', async () => {
    const commande = await boutique.payee(['respirer'], 'cgv@example.fr')
    const mail = await recuDe('cgv@example.fr')
    const page = await cgvPage()
    expect(mail.attachments[0]).toMatchObject({
      filename: `CGV-Mots-et-Couleurs-${jourParis(page.updatedAt)}.pdf`,
      contentType: 'application/pdf',
    })
    const octets = pdfDe(mail)
    expect(octets.subarray(0, 5).toString()).toBe('%PDF-')
    const texte = await texteDuPdf(new Uint8Array(octets))
    for (const titre of CGV.contenu.filter((b) => typeof b === 'object' && 'h2' in b))
      expect(texte).toContain(plat((titre as { h2: string }).h2))
    // The [[…]] parts, from the settings: the seller's SIRET, the mediator, the model withdrawal form.
    expect(texte).toContain(plat('SIRET : 123 456 782 00002'))
    expect(texte).toContain(VENDEUR.raisonSociale)
    expect(texte).toContain('Médiateur Essai, 1 rue de la Paix, 75002 Paris')
    expect(texte).toContain('Modèle de formulaire de rétractation')
    expect(texte).not.toContain('[[')
    expect(texte).toMatch(/Version du \d{1,2} \S+ \d{4}/)
    expect(texte).not.toMatch(/ec\.europa\.eu\/consumers\/odr|plateforme européenne/i)
    // The outbox keeps the file's key, not its bytes.
    expect((await ligneRecu(commande.id)).piecesJointes).toEqual([
      { nom: mail.attachments[0].filename, cle: expect.stringMatching(/\/cgv\/[a-f0-9]{24}\.pdf$/) },
    ])
  })
})

describe('the receipt carries the CGV in force as a PDF: one file per version, sent again after a failure', () => {
  it('is built once per version: the next order attaches the same file, untouched', async () => {
    const premiere = (
      await payload.find({ collection: 'courriels', where: { cle: { like: 'recu:' } }, overrideAccess: true })
    ).docs[0] as Courriel
    const cle = (premiere.piecesJointes as { cle: string }[])[0].cle
    const avant = await fs.stat(cheminCgv(payload, cle)!)
    const commande = await boutique.payee(['respirer'], 'cgv-bis@example.fr')
    const mail = await recuDe('cgv-bis@example.fr')
    expect((await ligneRecu(commande.id)).piecesJointes).toEqual([{ nom: mail.attachments[0].filename, cle }])
    const apres = await fs.stat(cheminCgv(payload, cle)!)
    expect(apres.mtimeMs).toBe(avant.mtimeMs)
    expect(apres.ino).toBe(avant.ino)
  })

  it('changes with the CGV: an edited page gives the next receipt its new version', async () => {
    const page = await cgvPage()
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: {
        contenu: richText([...CGV.contenu, { h2: 'Clause ajoutée' }, 'Une clause nouvelle.']) as never,
        _status: 'published',
      },
      overrideAccess: true,
    })
    const avant = (await ligneRecu((await boutique.payee(['respirer'], 'cgv-v2@example.fr')).id))
      .piecesJointes as {
      cle: string
    }[]
    const mail = await recuDe('cgv-v2@example.fr')
    const texte = await texteDuPdf(new Uint8Array(pdfDe(mail)))
    expect(texte).toContain('Clause ajoutée')
    expect(mail.attachments[0].filename).toBe(
      `CGV-Mots-et-Couleurs-${jourParis((await cgvPage()).updatedAt)}.pdf`,
    )
    const premiere = (
      await payload.find({
        collection: 'courriels',
        where: { destinataire: { equals: 'cgv@example.fr' } },
        overrideAccess: true,
      })
    ).docs[0] as Courriel
    expect(avant[0].cle).not.toBe((premiere.piecesJointes as { cle: string }[])[0].cle)
  })

  // Last: the fakes restart on the same ports, and the shop's helpers keep the first ones' sessions.
  it('goes again with a retry after SMTP was down', async () => {
    const { piecesJointes } = (
      await payload.find({ collection: 'courriels', where: { cle: { like: 'recu:' } }, overrideAccess: true })
    ).docs[0] as Courriel
    const ports = {
      stripePort: Number(boutique.fakes.env.STRIPE_API_PORT),
      smtpPort: Number(boutique.fakes.env.SMTP_PORT),
    }
    const ligne = await enregistrerCourriel(payload, {
      cle: 'recu:essai-panne',
      destinataire: 'panne@example.fr',
      mail: { subject: 'Reçu de la commande (nouvel essai)', html: '<p>Reçu</p>', text: 'Reçu' },
      piecesJointes: piecesJointes as never,
    })
    await boutique.fakes.stop()
    try {
      expect(await envoyerCourriels(payload, { ids: [ligne.id] })).toMatchObject({ echecs: 1 })
    } finally {
      boutique.fakes = await startCommerceFakes(ports)
    }
    const plusTard = new Date(Date.now() + 5 * 60_000)
    expect(await envoyerCourriels(payload, { ids: [ligne.id], maintenant: plusTard })).toMatchObject({
      envoyes: 1,
    })
    const mail = await recuDe('panne@example.fr')
    expect(pdfDe(mail).subarray(0, 5).toString()).toBe('%PDF-')
  })
})

describe('the legal pages', () => {
  it('cite the mediator from the settings and not the EU online dispute platform, closed in July 2025', () => {
    for (const slug of ['cgv', 'mentions-legales']) {
      const page = PAGES.find((p) => p.slug === slug)!
      expect(page.contenu).toContain('[[mediateur]]')
      expect(JSON.stringify(page.contenu)).not.toMatch(
        /odr|plateforme européenne|règlement en ligne des litiges/i,
      )
    }
  })
})
