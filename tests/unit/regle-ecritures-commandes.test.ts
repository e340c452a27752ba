// @vitest-environment node
// One owner for order writes (issue 46, item 6): eslint/ecritures-commandes.mjs reports a write of
// `commandes` outside src/lib/commande/ecritures/, and eslint.config.mjs applies it to src/ except there.
import { ESLint, type Rule, RuleTester } from 'eslint'
import tsParser from '@typescript-eslint/parser'
import { afterAll, describe, expect, it } from 'vitest'

import { commandes } from '../../eslint/ecritures-commandes.mjs'

// RuleTester runs its cases through the test framework's functions it is given.
Object.assign(RuleTester, { afterAll, describe, it, itOnly: it.only })

const testeur = new RuleTester({
  languageOptions: { parser: tsParser, ecmaVersion: 2022, sourceType: 'module' },
})
const erreur = [{ messageId: 'ailleurs' }]

testeur.run('commandes/one-writer', commandes.rules['one-writer'] as unknown as Rule.RuleModule, {
  valid: [
    "await payload.find({ collection: 'commandes', where: {} })",
    "await payload.findByID({ collection: 'commandes', id })",
    "await payload.update({ collection: 'produits', id, data })",
    "await payload.create({ collection: 'avoirs', data: { commande: 'commandes' } })",
    "await majConditionnelle(payload, 'courriels', condition, data)",
    "await marquerPayee(payload, { collection: 'commandes' })",
    'const modele = payload.db.collections.produits',
  ],
  invalid: [
    { code: "await payload.update({ collection: 'commandes', id, data })", errors: erreur },
    { code: "await req.payload.update({ where, collection: 'commandes', data, req })", errors: erreur },
    { code: "await payload.create({ collection: 'commandes', data } as never)", errors: erreur },
    { code: "await payload.delete({ collection: 'commandes', where })", errors: erreur },
    { code: "await payload.db.updateOne({ collection: 'commandes', id, data })", errors: erreur },
    { code: "await payload.db.deleteMany({ collection: 'commandes', where })", errors: erreur },
    { code: "await majConditionnelle(payload, 'commandes', { cible, where, mongo }, data)", errors: erreur },
    { code: 'await payload.db.collections.commandes.updateOne(filtre, maj)', errors: erreur },
  ],
})

describe('eslint.config.mjs', () => {
  const eslint = new ESLint()
  const regle = async (fichier: string) =>
    (await eslint.calculateConfigForFile(fichier))?.rules?.['commandes/one-writer']?.[0]

  it('applies the rule across src/, hooks and endpoints included', async () => {
    for (const f of [
      'src/endpoints/admin/livree.ts',
      'src/lib/facture/emission.ts',
      'src/collections/Commandes/index.ts',
    ])
      expect(await regle(f), f).toBe(2)
  })

  it('exempts the owner module only', async () => {
    expect(await regle('src/lib/commande/ecritures/index.ts')).toBeUndefined()
  })
})
