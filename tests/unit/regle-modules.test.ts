// @vitest-environment node
// The modules of src/lib (issue 48, item 1; docs/decisions/0220): eslint/modules.mjs refuses an import
// of a module's inside from outside it, and an import of the domain from the infrastructure.
import path from 'node:path'

import { ESLint, type Rule, RuleTester } from 'eslint'
import tsParser from '@typescript-eslint/parser'
import { afterAll, describe, expect, it } from 'vitest'

import { modules } from '../../eslint/modules.mjs'

Object.assign(RuleTester, { afterAll, describe, it, itOnly: it.only })

const testeur = new RuleTester({
  languageOptions: { parser: tsParser, ecmaVersion: 2022, sourceType: 'module' },
})
const fichier = (f: string) => path.resolve(f)

testeur.run('modules/one-door', modules.rules['one-door'] as unknown as Rule.RuleModule, {
  valid: [
    { code: "import { lireCommande } from '@/lib/commande'", filename: fichier('src/endpoints/x.ts') },
    { code: "import { formatPrix } from '@/lib/format/client'", filename: fichier('src/components/x.tsx') },
    { code: "import { jsonError } from '@/lib/infra/http'", filename: fichier('src/lib/facture/x.ts') },
    // Inside its own module, a file imports its neighbours.
    { code: "import { estPayee } from './statuts'", filename: fichier('src/lib/commande/x.ts') },
    {
      code: "import { estPayee } from '@/lib/commande/statuts'",
      filename: fichier('src/lib/commande/y/x.ts'),
    },
    // src/lib/data and src/lib/payload are layers of their own.
    { code: "import { lireReglages } from '@/lib/data/reglages'", filename: fichier('src/app/x.tsx') },
    {
      code: "import { payloadClient } from '@/lib/payload/client'",
      filename: fichier('src/lib/apercu/x.ts'),
    },
    { code: "import { z } from 'zod'", filename: fichier('src/lib/commande/x.ts') },
  ],
  invalid: [
    {
      code: "import { estPayee } from '@/lib/commande/statuts'",
      filename: fichier('src/lib/facture/x.ts'),
      errors: [{ messageId: 'inside' }],
    },
    {
      code: "import { jsonError } from '../infra/http/errors'",
      filename: fichier('src/lib/facture/x.ts'),
      errors: [{ messageId: 'inside' }],
    },
    {
      code: "export { attacherDocument } from '@/lib/commande/ecritures'",
      filename: fichier('src/endpoints/x.ts'),
      errors: [{ messageId: 'inside' }],
    },
    {
      code: "const { lien } = await import('@/lib/espace/lien')",
      filename: fichier('scripts/x.ts'),
      errors: [{ messageId: 'inside' }],
    },
  ],
})

testeur.run('modules/layers', modules.rules.layers as unknown as Rule.RuleModule, {
  valid: [
    { code: "import { logger } from '@/lib/infra/logging'", filename: fichier('src/lib/infra/redis/x.ts') },
    {
      code: "import { payloadClient } from '@/lib/payload/client'",
      filename: fichier('src/lib/infra/http/x.ts'),
    },
    { code: "import { estPayee } from '@/lib/commande'", filename: fichier('src/lib/facture/x.ts') },
  ],
  invalid: [
    {
      code: "import { FACETTES } from '@/lib/catalogue'",
      filename: fichier('src/lib/infra/cache/x.ts'),
      errors: [{ messageId: 'upward' }],
    },
    {
      code: "import { lireReglages } from '../../data/reglages'",
      filename: fichier('src/lib/infra/http/x.ts'),
      errors: [{ messageId: 'upward' }],
    },
  ],
})

describe('eslint.config.mjs', () => {
  const eslint = new ESLint()
  const regles = async (f: string) => (await eslint.calculateConfigForFile(f))?.rules ?? {}

  it('applies both rules to src/ and scripts/, not to the tests', async () => {
    for (const f of ['src/endpoints/admin/livree.ts', 'src/lib/infra/http/errors.ts', 'scripts/seed.ts']) {
      const r = await regles(f)
      expect([r['modules/one-door']?.[0], r['modules/layers']?.[0]], f).toEqual([2, 2])
    }
    expect((await regles('tests/int/commande.test.ts'))['modules/one-door']).toBeUndefined()
  })

  it('finds no import of a module inside, nor upward, in the sources', async () => {
    const resultats = await eslint.lintFiles([
      'src/lib/facture/**/*.ts',
      'src/lib/infra/**/*.ts',
      'src/endpoints/**/*.ts',
    ])
    const fautes = resultats.flatMap((r) =>
      r.messages.filter((m) => m.ruleId?.startsWith('modules/')).map((m) => `${r.filePath}: ${m.message}`),
    )
    expect(fautes).toEqual([])
  }, 120_000)
})
