// @vitest-environment node
// CONTRIBUTING.md's naming rule (eslint/naming.mjs): which words of a name are French and not in the
// glossary. The rule as `npm run lint` applies it: tests/unit-lent/lint-naming.test.ts.
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { frenchWords, glossaryWords } from '../../eslint/naming.mjs'

const glossary = glossaryWords(fs.readFileSync('CONTRIBUTING.md', 'utf8'))

describe('frenchWords', () => {
  it.each([
    ['tourATour', ['tour', 'tour']],
    ['appelUnique', ['appel']],
    ['entetesDeSecurite', ['entetes', 'securite']],
    ['LimiteurMemoire', ['limiteur', 'memoire']],
    ['tropDeRequetes', ['trop', 'requetes']],
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

  it('lets the glossary’s domain words through, plurals included', () => {
    for (const name of ['produitTag', 'facetteValeurTags', 'coupDeCoeurRang', 'commandes'])
      expect(frenchWords(name, glossary)).toEqual([])
    expect(glossary.has('produit')).toBe(true)
    expect(glossary.has('garder')).toBe(false)
  })
})
