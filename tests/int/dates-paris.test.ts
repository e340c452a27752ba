/**
 * A document's dates are Paris days (Law III, item 3): an invoice issued at 23:30 or 00:30 in Paris,
 * on an ordinary night and on New Year's Eve, carries the Paris day in BT-2, in its PDF and its title,
 * and its number carries the year of that day — never the previous UTC day nor the other year.
 */
import fs from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { emettreFacture } from '@/lib/facture/facture'

import { lireFacturX } from '../support/facturx'
import { texteDuPdf } from '../support/pdf'
import { commandePayee } from './helpers/commande'
import { type Boutique, demarrerBoutique } from './helpers/boutique'

let boutique: Boutique
let payload: Payload

beforeAll(async () => {
  boutique = await demarrerBoutique()
  payload = boutique.payload
})
afterAll(async () => boutique?.arreter())

const payeeA = (payeeLe: string) => commandePayee(payload, 'Nuit', { payeeLe })

const issueDate = (xml: string) =>
  /<rsm:ExchangedDocument>[\s\S]*?<udt:DateTimeString format="102">(\d{8})</.exec(xml)?.[1]

// Paris is UTC+1 in winter: 22:30Z is 23:30 in Paris, 23:30Z is 00:30 the next day.
const CAS = [
  { instant: '2026-11-29T22:30:00.000Z', jour: '20261129', annee: 2026, imprime: '29 novembre 2026' },
  { instant: '2026-11-29T23:30:00.000Z', jour: '20261130', annee: 2026, imprime: '30 novembre 2026' },
  { instant: '2026-12-31T22:30:00.000Z', jour: '20261231', annee: 2026, imprime: '31 décembre 2026' },
  { instant: '2026-12-31T23:30:00.000Z', jour: '20270101', annee: 2027, imprime: '1 janvier 2027' },
]

describe('an invoice issued around midnight in Paris', () => {
  for (const cas of CAS) {
    it(`at ${cas.instant} is dated ${cas.jour} in BT-2, its PDF and title, numbered FA-${cas.annee}`, async () => {
      const commande = await payeeA(cas.instant)
      const emis = await emettreFacture(payload, commande, { maintenant: new Date(cas.instant) })
      expect(emis.numeroFacture).toMatch(new RegExp(`^FA-${cas.annee}-\\d{6}$`))
      const octets = new Uint8Array(fs.readFileSync(emis.chemin))
      const lu = await lireFacturX(octets)
      expect(issueDate(lu.xml)).toBe(cas.jour)
      expect(await texteDuPdf(octets)).toContain(cas.imprime)
      const [a, m, j] = [cas.jour.slice(0, 4), cas.jour.slice(4, 6), cas.jour.slice(6)]
      expect(lu.xmp).toContain(`du ${j}/${m}/${a}`)
    })
  }
})
