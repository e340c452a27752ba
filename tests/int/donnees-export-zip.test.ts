/**
 * The export of a person's data is complete and in one ZIP (GDPR art. 15, Law III item 6): orders with
 * their lines, invoices and credit notes as the PDF files issued, the credit notes' records, the
 * journal's entries about her orders, the e-mails sent to her with their content, her subscription and
 * messages. Real checkout, refund, SMTP and SQLite; the archive is unzipped here.
 */
import { unzipSync, strFromU8 } from 'fflate'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Commande } from '@/payload-types'

import { api, routeur } from '../support/api'
import { texteDuPdf } from '../support/pdf'
import { type Boutique, demarrerBoutique, VENDEUR } from './helpers/boutique'
import { createStaff } from './helpers/fixtures'

let boutique: Boutique
let payload: Payload
const jetons = { admin: '' }
const CLIENT = 'zip@example.fr'
let commande: Commande

beforeAll(async () => {
  boutique = await demarrerBoutique({ reglages: { ...VENDEUR, fraisDePort: 590 } })
  payload = boutique.payload
  process.env.RATE_LIMITS = 'off'
  const staff = await createStaff(payload)
  const jeton = async (email: string) =>
    (await payload.login({ collection: 'users', data: { email, password: 'motdepasse-test-1' } })).token!
  jetons.admin = await jeton(staff.admin.email)
  commande = await boutique.payee(['respirer', 'stress'], CLIENT)
  const affiche = commande.lignes!.find((l) => l.slug === 'stress')!
  const rembourse = await api(payload, 'POST', `/admin/commandes/${commande.numero}/rembourser`, {
    raw: JSON.stringify({ lignes: [affiche.id] }),
    headers: { authorization: `JWT ${jetons.admin}` },
  })
  expect(rembourse.status).toBe(200)
  await payload.create({
    collection: 'abonnes',
    data: { email: CLIENT, statut: 'confirme' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'messages',
    data: { nom: 'Zoé', email: CLIENT, message: 'Mon colis est-il parti\u00a0?' } as never,
    overrideAccess: true,
  })
  await boutique.fakes.waitForMail((m) => m.to.includes(CLIENT))
})
afterAll(async () => boutique?.arreter())

/** The export as the admin's browser asks for it, its bytes kept as bytes. */
async function exporter() {
  const res = await routeur(
    payload,
    new Request('http://localhost/api/admin/donnees/export', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${jetons.admin}` },
      body: JSON.stringify({ email: CLIENT }),
    }),
  )
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) }
}

describe('the personal data export', () => {
  it('answers one ZIP named for the person', async () => {
    const res = await exporter()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="donnees-zip@example.fr.zip"')
  })

  it('holds every part: orders with lines, PDFs, credit notes, journal, mails, subscription, messages', async () => {
    const res = await exporter()
    const zip = unzipSync(res.bytes)
    const json = (nom: string) => JSON.parse(strFromU8(zip[nom]))
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining([
        'LISEZMOI.txt',
        'export.json',
        'commandes.json',
        'avoirs.json',
        'journal.json',
        'courriels.json',
        'abonnements.json',
        'messages.json',
        'espace.json',
        'demandes.json',
      ]),
    )
    const [c] = json('commandes.json')
    expect(c.numero).toBe(commande.numero)
    expect(c.lignes.map((l: { slug: string }) => l.slug).sort()).toEqual(['respirer', 'stress'])

    // The documents as the PDF files issued, their numbers inside.
    const lu = await payload.findByID({
      collection: 'commandes',
      id: commande.id,
      depth: 0,
      overrideAccess: true,
    })
    const [avoir] = json('avoirs.json')
    expect(avoir.numero).toMatch(/^AV-\d{4}-\d{6}$/)
    for (const numero of [lu.numeroFacture!, avoir.numero]) {
      const pdf = zip[`documents/${numero}.pdf`]
      expect(pdf, numero).toBeDefined()
      expect(strFromU8(pdf.subarray(0, 5))).toBe('%PDF-')
      expect(await texteDuPdf(pdf)).toContain(numero)
    }

    // The journal's entry of the staff refund of her order.
    expect(json('journal.json')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'remboursement', cibleId: String(commande.id) }),
      ]),
    )
    // The mails sent to her, with their content unsealed.
    const courriels = json('courriels.json') as { sujet: string; texte: string }[]
    const recu = courriels.find((m) => m.sujet.includes(commande.numero))!
    expect(recu.texte).toContain(commande.numero)
    expect(recu.texte).not.toMatch(/^scelle:/)
    expect(json('abonnements.json')).toEqual([expect.objectContaining({ email: CLIENT, statut: 'confirme' })])
    expect(json('messages.json')[0].message).toBe('Mon colis est-il parti\u00a0?')
    expect(json('export.json')).toMatchObject({ email: CLIENT, documentsIntrouvables: [] })
    expect(strFromU8(zip['LISEZMOI.txt'])).toContain('j’aime')
  })
})
