// @vitest-environment node
// CONTRIBUTING.md's naming rule as `npm run lint` applies it (eslint.config.mjs, eslint/naming.mjs): French
// names in the infrastructure folders fail, English ones and the glossary's domain words pass. Slow
// project: ESLint loads the whole configuration.
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

describe('npm run lint', { timeout: 60_000 }, () => {
  const eslint = new ESLint()
  const lint = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.resolve(file) })
    return result.messages.filter((m) => m.ruleId === 'naming/english-infrastructure').map((m) => m.message)
  }

  it('refuses a French export in an infrastructure folder', async () => {
    const messages = await lint('src/lib/http/headers.ts', 'export const entetesDeReponse = 1\n')
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/« entetesDeReponse » : entetes, reponse/)
  })

  it('refuses a French file name there, and a default export named in French', async () => {
    const messages = await lint('src/lib/redis/recepteur.ts', 'const x = 1\nexport default x\n')
    expect(messages).toEqual([expect.stringMatching(/« recepteur »/)])
    expect(
      await lint('src/lib/cache/store.ts', 'function garderCle() {}\nexport default garderCle\n'),
    ).toEqual([expect.stringMatching(/« garderCle » : garder/)])
  })

  it('refuses a module-level name that is not exported', async () => {
    expect(
      await lint('src/lib/redis/store.ts', 'const delaiMax = 1\nexport const store = delaiMax\n'),
    ).toEqual([expect.stringMatching(/« delaiMax » : delai/)])
  })

  it('accepts English infrastructure, domain words from the glossary, and French outside infrastructure', async () => {
    expect(
      await lint('src/lib/cache/flight.ts', 'export const singleFlight = 1\nexport const produitTag = 2\n'),
    ).toEqual([])
    expect(await lint('src/lib/commande/numero.ts', 'export const prendreNumero = 1\n')).toEqual([])
  })
})
