// « Ventes par format » on the owner's dashboard (src/lib/admin/dashboard.ts), on its own SQLite
// database: the month's paid and shipped orders' lines by print format — copies and revenue (unit
// price × quantity) — over the period the month's revenue uses; unpaid orders and last month's are
// left out. The dashboard's block renders them in French.
import { createLocalReq, type Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { VentesParFormat } from '@/admin/components/VentesParFormat'
import { dashboardFigures, debutDuMois } from '@/lib/admin/dashboard'
import { LIBELLE_NUMERIQUE } from '@/lib/admin/ventesParFormat'
import type { Commande } from '@/payload-types'

import { createStaff } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
let admin: Awaited<ReturnType<typeof createStaff>>['admin']

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  ;({ admin } = await createStaff(payload))
})
afterAll(async () => cleanup?.())

const A2 = 'A2, 42\u00a0×\u00a059,4\u00a0cm'
const A4 = 'A4, 21\u00a0×\u00a029,7\u00a0cm'
type Ligne = NonNullable<Commande['lignes']>[number]
const affiche = (format: 'A2' | 'A4', quantite: number, prix: number): Ligne => ({
  slug: `affiche-${format}-${prix}`,
  titre: 'Je mérite la douceur',
  prix,
  quantite,
  format,
  formatLibelle: format === 'A2' ? A2 : A4,
  livraison: 'imprime',
})

let sequence = 0
/** An order as the payment leaves it (created straight in the database: only checkout creates them). */
async function commande(statut: Commande['statut'], lignes: Ligne[], payeeLe: Date | null = new Date()) {
  sequence += 1
  const sousTotal = lignes.reduce((s, l) => s + l.prix * (l.quantite ?? 1), 0)
  await payload.create({
    collection: 'commandes',
    data: {
      numero: `MC-2026-${String(700 + sequence).padStart(6, '0')}`,
      email: `acheteur-${sequence}@example.fr`,
      lignes,
      sousTotal,
      fraisDePort: 890,
      total: sousTotal + 890,
      devise: 'eur',
      statut,
      ...(payeeLe ? { payeeLe: payeeLe.toISOString() } : {}),
    } as never,
    overrideAccess: true,
  })
}

describe('the dashboard’s sales by format', () => {
  it('adds up copies and revenue per format over the month’s paid orders', async () => {
    await commande('payee', [affiche('A2', 2, 3600), affiche('A4', 2, 1800)])
    await commande('expediee', [
      affiche('A4', 3, 1800),
      { slug: 'respirer', titre: 'Respirer en conscience', prix: 1200, quantite: 1, livraison: 'numerique' },
    ])
    // Not counted: unpaid, and paid the month before.
    await commande('en_attente', [affiche('A2', 5, 3600)], null)
    await commande('payee', [affiche('A2', 4, 3600)], new Date(debutDuMois(new Date()).getTime() - 3600_000))

    const f = await dashboardFigures(await createLocalReq({ user: admin as never }, payload))
    expect(f.ventesParFormat).toEqual([
      { cle: 'A4', libelle: A4, exemplaires: 5, chiffre: 9000 },
      { cle: 'A2', libelle: A2, exemplaires: 2, chiffre: 7200 },
      { cle: 'numerique', libelle: LIBELLE_NUMERIQUE, exemplaires: 1, chiffre: 1200 },
    ])
    expect(f.commandesDuMois).toBe(2)

    const html = renderToStaticMarkup(
      createElement(VentesParFormat, { ventes: f.ventesParFormat, mois: 'mai' }),
    )
    expect(html).toContain('Ventes par format (mai)')
    expect(html).toMatch(new RegExp(`${A2}</th><td>2 exemplaires</td><td>72,00\u00a0€</td>`))
    expect(html).toMatch(/Fichier numérique<\/th><td>1 exemplaire<\/td><td>12,00\u00a0€<\/td>/)
  })
})
