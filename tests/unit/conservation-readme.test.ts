// The README's retention table says what src/lib/donnees/conservation.ts applies: one row per kind,
// its words and its period (Law III item 6). A row changed on one side only fails here.
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { CONSERVATION } from '@/lib/donnees/conservation'

const plat = (t: string) =>
  t
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/’/g, "'")
    .replace(/\s+/g, ' ')
    .trim()

function tableauDuReadme(): [string, string][] {
  const lignes = fs.readFileSync('README.md', 'utf8').split('\n')
  const debut = lignes.findIndex((l) => l.startsWith('| Donnée | Durée |'))
  expect(debut).toBeGreaterThan(-1)
  const rangs: [string, string][] = []
  for (const l of lignes.slice(debut + 2)) {
    if (!l.startsWith('|')) break
    const [quoi, duree] = l.split('|').slice(1, 3).map(plat)
    rangs.push([quoi, duree])
  }
  return rangs
}

describe('the README’s retention table', () => {
  it('has one row per kind the code applies, with its period', () => {
    const readme = tableauDuReadme()
    expect(readme).toHaveLength(Object.keys(CONSERVATION).length)
    for (const r of Object.values(CONSERVATION)) {
      const rang = readme.find(([quoi]) => quoi === plat(r.quoi))
      expect(rang, r.quoi).toBeDefined()
      expect(rang![1].startsWith(plat(r.duree)), `${r.quoi} : ${rang![1]}`).toBe(true)
    }
  })
})
