// @vitest-environment node
// Functions a reader can hold (issue 48, item 3; record 0227): eslint.config.mjs applies
// max-lines-per-function at 80 lines, blank lines and comments not counted, to every file the lint reads,
// with no exception list. This test keeps anyone from dropping it, or exempting a folder, silently.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()
const regle = async (fichier: string) =>
  (await eslint.calculateConfigForFile(fichier))?.rules?.['max-lines-per-function']

// A function of `lignes` lines of code (its braces included), with a blank line and a comment between each of them.
const fonction = (lignes: number) =>
  [
    'export function longue(): number {',
    '  let n = 0',
    ...Array.from({ length: lignes - 4 }, () => ['', '  // un commentaire', '  n += 1']).flat(),
    '  return n',
    '}',
    '',
  ].join('\n')

describe('max-lines-per-function in eslint.config.mjs', () => {
  it('applies at 80 lines, blanks and comments not counted, to every area the lint reads', async () => {
    for (const f of [
      'src/lib/facture/pdf.ts',
      'src/components/commande/Confirmation.tsx',
      'src/admin/config.ts',
      'src/collections/Commandes/index.ts',
      'src/endpoints/admin/livree.ts',
      'scripts/cluster.mjs',
      'scripts/bench/production.mjs',
      'tests/int/commande.test.ts',
      'tests/unit/regle-longueur-fonctions.test.ts',
      'tests/e2e/admin-commandes.spec.ts',
      'tests/support/fakes.mjs',
      'eslint/naming.mjs',
      'eslint.config.mjs',
    ])
      expect(await regle(f), f).toEqual([2, { max: 80, skipBlankLines: true, skipComments: true }])
  })

  it('refuses the 81st line of code and lets 80 pass, however many blank lines and comments', async () => {
    const messages = async (code: string) =>
      (await eslint.lintText(code, { filePath: 'src/lib/exemple.ts' }))[0].messages
        .filter((m) => m.ruleId === 'max-lines-per-function')
        .map((m) => m.message)
    expect(await messages(fonction(80))).toEqual([])
    expect(await messages(fonction(81))).toEqual([
      "Function 'longue' has too many lines (81). Maximum allowed is 80.",
    ])
  })
})
