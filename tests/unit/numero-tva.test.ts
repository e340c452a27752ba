// @vitest-environment node
// The buyer's VAT number check (src/lib/tva/numero.ts): format and check digits of its member state,
// whatever the text typed — it never throws.
import http from 'node:http'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { verifierHorsLigne, verifierNumeroTvaHorsLigne } from '@/lib/tva/numero'
import { verificateurVies } from '@/lib/tva/vies'

/** Numbers whose check digits are right (public registrations, or computed by each state's rule). */
const VALIDES: [string, string][] = [
  ['BE0411905847', 'BE'],
  ['FR44732829320', 'FR'],
  ['FR64443061841', 'FR'],
  ['DE136695976', 'DE'],
  ['ATU13585627', 'AT'],
  ['EL094259216', 'GR'],
  ['NL004495445B01', 'NL'],
  ['ESA28015865', 'ES'],
  ['IT00743110157', 'IT'],
]

describe('verifierHorsLigne', () => {
  it.each(VALIDES)('accepts %s, a number of %s', (numero, pays) => {
    expect(verifierHorsLigne(numero)).toEqual({ valide: true, numero, pays })
  })

  it('accepts them as people type them: spaces, dots, dashes, small letters', () => {
    expect(verifierHorsLigne(' be 0411.905-847 ')).toEqual({
      valide: true,
      numero: 'BE0411905847',
      pays: 'BE',
    })
  })

  it('refuses a changed check digit, a non-EU prefix, an empty text', () => {
    for (const n of ['BE0411905848', 'FR45732829320', 'DE136695977', 'US123456789', 'CHE123456789', '', 'FR'])
      expect(verifierHorsLigne(n).valide).toBe(false)
  })

  it('never throws and never accepts a number without an EU prefix, whatever the text', async () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (texte) => {
        const r = verifierHorsLigne(texte)
        expect(typeof r.valide).toBe('boolean')
        if (r.valide) expect(r.pays).toMatch(/^[A-Z]{2}$/)
      }),
      { numRuns: 2000 },
    )
    // Where the last digit is the check digit (Belgium mod 97, Germany ISO 7064, Italy Luhn), any
    // other last digit is refused.
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('BE0411905847', 'DE136695976', 'IT00743110157'),
        fc.nat(9),
        async (numero, chiffre) => {
          const change = numero.slice(0, -1) + String(chiffre)
          expect((await verifierNumeroTvaHorsLigne(change)).valide).toBe(change === numero)
        },
      ),
    )
  })
})

describe('verificateurVies', () => {
  it('asks VIES over HTTP for a number that passed its key, and follows its answer', async () => {
    const demandes: unknown[] = []
    const serveur = http.createServer((req, res) => {
      let corps = ''
      req.on('data', (c) => (corps += c))
      req.on('end', () => {
        const lu = JSON.parse(corps) as { countryCode: string; vatNumber: string }
        demandes.push({ url: req.url, ...lu })
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ valid: lu.vatNumber !== '0123456749' }))
      })
    })
    await new Promise<void>((ok) => serveur.listen(0, '127.0.0.1', ok))
    try {
      const { port } = serveur.address() as { port: number }
      const vies = verificateurVies(`http://127.0.0.1:${port}/`)
      expect(await vies('BE0411905847')).toMatchObject({ valide: true, pays: 'BE' })
      // A number whose key is right but that VIES does not know.
      expect(await vies('BE0123456749')).toMatchObject({ valide: false })
      expect(demandes).toEqual([
        { url: '/check-vat-number', countryCode: 'BE', vatNumber: '0411905847' },
        { url: '/check-vat-number', countryCode: 'BE', vatNumber: '0123456749' },
      ])
    } finally {
      serveur.close()
    }
  })

  it('falls back on the offline check when VIES does not answer, and never asks it for a bad number', async () => {
    const vies = verificateurVies('http://127.0.0.1:9', 200)
    expect(await vies('BE0411905847')).toMatchObject({ valide: true, pays: 'BE' })
    expect(await vies('BE0411905848')).toMatchObject({ valide: false })
  })
})
