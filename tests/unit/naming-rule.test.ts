// @vitest-environment node
// CONTRIBUTING.md's naming rule (eslint/naming.mjs): which words of a name are French and not in the
// glossary. The rule as `npm run lint` applies it: tests/unit-lent/lint-naming.test.ts.
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { frenchWords, glossaryTerms, wordKind } from '../../eslint/naming.mjs'

const glossary = glossaryTerms(fs.readFileSync('CONTRIBUTING.md', 'utf8'))

describe('frenchWords', () => {
  it.each([
    ['tourATour', ['tour', 'tour']],
    ['appelUnique', ['appel']],
    ['entetesDeSecurite', ['entetes', 'de', 'securite']],
    ['LimiteurMemoire', ['limiteur', 'memoire']],
    ['tropDeRequetes', ['trop', 'de', 'requetes']],
    ['LIMITES_CORPS', ['limites', 'corps']],
    ['creerDiffusion', ['creer', 'diffusion']],
    ['journal', ['journal']],
  ])('finds the French words of %s', (name, words) => {
    expect(frenchWords(name, glossary)).toEqual(words)
  })

  it.each(['singleFlight', 'securityHeaders', 'createRateLimiter', 'clientIp', 'readJson', 'jsonError'])(
    'finds none in %s',
    (name) => expect(frenchWords(name, glossary)).toEqual([]),
  )

  it('lets the glossary’s domain terms through, plurals included', () => {
    for (const name of [
      'produitTag',
      'facetteValeurTags',
      'coupDeCoeurRang',
      'coupsDeCoeur',
      'motsCles',
      'commandes',
    ])
      expect(frenchWords(name, glossary)).toEqual([])
    expect(glossary).toContainEqual(['mot', 'cle'])
    expect(glossary).not.toContainEqual(['garder'])
  })

  it.each([
    ['cleClient', ['cle']],
    ['valeur', ['valeur']],
    ['lireCle', ['lire', 'cle']],
    ['lignes', ['lignes']],
    ['enCache', ['en']],
    ['operationDe', ['de']],
    ['coeurDeCible', ['coeur', 'de', 'cible']],
  ])('reads whole terms only: a word of a term alone is French (%s)', (name, words) => {
    expect(frenchWords(name, glossary)).toEqual(words)
  })
})

describe('wordKind', () => {
  it.each([
    ['headers', 'english'],
    ['json', 'english'],
    ['tiroir', 'french'],
    ['route', 'english'],
    ['courriel', 'french'],
    ['qzx', 'unknown'],
    ['i', 'english'],
  ])('reads %s as %s, from the dictionaries and the lexicon', (word, kind) => {
    expect(wordKind(word)).toBe(kind)
  })
})
