// @vitest-environment node
// `npm run bench -- --contre <commit>` (scripts/bench/contre.mjs): the table it writes, apart from the
// servers. A side's figure is the median of its two passes, the ratio ici ÷ contre, a row under 0.95
// flagged, and the section names the commit it was measured against.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  ecrireSectionContre,
  introuvablesSurAccueil,
  mediane,
  synthese,
} from '../../scripts/bench/contre-table.mjs'
import { routesIntrouvables } from '../../scripts/bench/introuvables.mjs'

const releve = (passe: number, ligne: string, serveur: string, rps: number, p99 = 20) => ({
  passe,
  ligne,
  serveur,
  rps,
  p99,
  non2xx: 0,
  attendus: false,
  charge: [1.5, 2.25],
})

// Pass 1: ici then contre; pass 2: contre then ici.
const RELEVES = [
  releve(1, 'accueil', 'ici', 1500, 18),
  releve(1, 'accueil', 'contre', 1400, 20),
  releve(1, 'introuvables', 'ici', 1400),
  releve(1, 'introuvables', 'contre', 700),
  releve(1, 'produit', 'ici', 900),
  releve(1, 'produit', 'contre', 1000),
  releve(2, 'accueil', 'contre', 1600, 16),
  releve(2, 'accueil', 'ici', 1700, 14),
  releve(2, 'introuvables', 'contre', 800),
  releve(2, 'introuvables', 'ici', 1500),
  releve(2, 'produit', 'contre', 1000),
  releve(2, 'produit', 'ici', 960),
]

describe('the --contre table', () => {
  it('takes the median of each side’s passes, divides ici by contre and flags a row under 0.95', () => {
    const [accueil, introuvables, produit] = synthese(RELEVES)
    expect(accueil).toMatchObject({ ligne: 'accueil', ratio: 1.07, signale: false })
    expect(accueil.ici).toMatchObject({ rps: 1600, p99: 16 })
    expect(accueil.contre).toMatchObject({ rps: 1500, p99: 18 })
    expect(accueil.ici.passes).toEqual([
      { rps: 1500, p99: 18 },
      { rps: 1700, p99: 14 },
    ])
    expect(introuvables).toMatchObject({ ratio: 1.93, signale: false })
    // 930 ÷ 1000: under 0.95
    expect(produit).toMatchObject({ ratio: 0.93, signale: true })
  })

  it('does not flag 0.95 itself', () => {
    const [l] = synthese([releve(1, 'x', 'ici', 950), releve(1, 'x', 'contre', 1000)])
    expect(l).toMatchObject({ ratio: 0.95, signale: false })
  })

  it('gives the not-found rows over the home page on each side', () => {
    const lignes = synthese(RELEVES)
    expect(introuvablesSurAccueil(lignes, 'ici')).toBe(0.91)
    expect(introuvablesSurAccueil(lignes, 'contre')).toBe(0.5)
  })

  it('has a median of an odd and an even number of passes', () => {
    expect(mediane([3, 1, 2])).toBe(2)
    expect(mediane([4, 1, 3, 2])).toBe(2.5)
  })

  it('writes one section per reference commit, naming it, and replaces it on the next run', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contre-')), 'BENCHMARKS.md')
    fs.writeFileSync(file, '# Mesures\n\nAvant.\n')
    const meta = {
      date: '2026-11-29T02:00:00Z',
      ici: 'abc1234',
      contre: '9e9cabc',
      produits: 10000,
      duration: 10,
      node: 'v24.21.0',
      memoire: { ici: 612, contre: 700 },
      borneMo: 900,
    }
    const libelles = {
      accueil: 'Accueil `/`',
      introuvables: '40 pages introuvables',
      produit: 'Fiche produit',
    }
    ecrireSectionContre(file, { lignes: synthese(RELEVES), releves: RELEVES, meta, libelles })
    const premier = fs.readFileSync(file, 'utf8')
    expect(premier).toContain('# Mesures\n\nAvant.')
    expect(premier).toContain('## Contre `9e9cabc` (`npm run bench -- --contre 9e9cabc`)')
    expect(premier).toContain('contre le commit `9e9cabc`')
    expect(premier).toContain(
      '| Accueil `/` | 1\u202f500 (18) / 1\u202f700 (14) | 1\u202f400 (20) / 1\u202f600 (16) | 1,07× | ✅ |',
    )
    expect(premier).toContain(
      '| Fiche produit | 900 (20) / 960 (20) | 1\u202f000 (20) / 1\u202f000 (20) | 0,93× | ❌ |',
    )
    expect(premier).toContain('Pages introuvables ÷ accueil : ici 0,91, contre 0,50')
    expect(premier).toContain('**Lignes sous 0,95 : Fiche produit.**')
    expect(premier).toContain('| 1 | Accueil `/` | ici | 1\u202f500 | 18 | 0 | 1,5 → 2,25 |')

    ecrireSectionContre(file, {
      lignes: synthese(RELEVES.filter((r) => r.ligne === 'accueil')),
      releves: [],
      meta: { ...meta, ici: 'def5678' },
      libelles,
    })
    const second = fs.readFileSync(file, 'utf8')
    expect(second.match(/## Contre `9e9cabc`/g)).toHaveLength(1)
    expect(second).toContain('ce code étant `def5678`')
    expect(second).not.toContain('Fiche produit')
    expect(second).toContain('Aucune ligne sous 0,95.')

    ecrireSectionContre(file, { lignes: [], releves: [], meta: { ...meta, contre: '1234567' }, libelles })
    const troisieme = fs.readFileSync(file, 'utf8')
    expect(troisieme).toContain('## Contre `9e9cabc`')
    expect(troisieme).toContain('## Contre `1234567`')
  })

  it('measures 40 distinct not-found paths', () => {
    const chemins = routesIntrouvables()
    expect(chemins).toHaveLength(40)
    expect(new Set(chemins).size).toBe(40)
  })
})
