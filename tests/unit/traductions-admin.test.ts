// @vitest-environment node
// The admin's French (docs/decisions/0181-admin-en-francais.md): Payload's fr strings that say
// « un(e) nouveau ou nouvelle », and two that name a variable Payload never passes (the scheduling
// drawer printed « Programmer la publication pour {{titre}} »), are replaced in the config.
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { describe, expect, it } from 'vitest'

import { traductionsAdmin } from '@/admin/traductions'

type Groupes = Record<string, Record<string, string>>
const anglais = en.translations as unknown as Groupes
const payload = fr.translations as unknown as Groupes
const corrections = traductionsAdmin as unknown as Groupes

/** Payload's French with the shop's corrections, as `i18n.translations` merges them. */
const francais: Groupes = Object.fromEntries(
  Object.entries(payload).map(([g, cles]) => [g, { ...cles, ...corrections[g] }]),
)
const variables = (s: string) => [...new Set([...s.matchAll(/{{\s*([^}]+?)\s*}}/g)].map((m) => m[1]))].sort()
const chaque = (groupes: Groupes) =>
  Object.entries(groupes).flatMap(([g, cles]) => Object.entries(cles).map(([k, v]) => [`${g}:${k}`, v]))

describe('admin translations', () => {
  it('override only keys Payload has, keeping its variables', () => {
    for (const [cle, texte] of chaque(corrections)) {
      const [g, k] = cle.split(':')
      expect(anglais[g]?.[k], cle).toBeTypeOf('string')
      expect(variables(texte), cle).toEqual(variables(anglais[g][k]))
    }
  })

  it('every French string names the variables Payload passes (the drawer’s title shows the document’s)', () => {
    const faux = chaque(francais).filter(([cle, texte]) => {
      const [g, k] = cle.split(':')
      return anglais[g]?.[k] !== undefined && variables(texte).join() !== variables(anglais[g][k]).join()
    })
    expect(faux).toEqual([])
    expect(francais.general.schedulePublishFor.replace('{{title}}', 'Respirer')).toBe(
      'Programmer la publication de «\u00a0Respirer\u00a0»',
    )
  })

  it('no « un(e) », « nouveau ou nouvelle », « le ou la » left', () => {
    const restes = chaque(francais).filter(([, texte]) =>
      /\((e|es|s)\)|nouveau ou nouvelle|le ou la|il ou elle/.test(texte),
    )
    expect(restes).toEqual([])
    expect(francais.general.createNewLabel.replace('{{label}}', 'Produit')).toBe('Créer\u00a0: Produit')
    expect(francais.general.time).toBe('Date et heure (heure de Paris)')
  })
})
