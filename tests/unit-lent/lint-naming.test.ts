// @vitest-environment node
// CONTRIBUTING.md's naming rule as `npm run lint` applies it (eslint.config.mjs, eslint/naming.mjs): French
// names in the infrastructure folders fail, English ones and the glossary's domain words pass. Slow
// project: ESLint loads the whole configuration.
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()
const lint = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) })
  return result.messages.filter((m) => m.ruleId === 'naming/english-infrastructure').map((m) => m.message)
}
const verbs = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) })
  return result.messages.filter((m) => m.ruleId === 'naming/one-read-verb').map((m) => m.message)
}

describe('npm run lint: French names in infrastructure', { timeout: 60_000 }, () => {
  it('refuses a French export in an infrastructure folder', async () => {
    const messages = await lint('src/lib/infra/http/headers.ts', 'export const entetesDeReponse = 1\n')
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/« entetesDeReponse » : entetes, de, reponse/)
  })

  it('refuses a French file name there, and a default export named in French', async () => {
    const messages = await lint('src/lib/infra/redis/recepteur.ts', 'const x = 1\nexport default x\n')
    expect(messages).toEqual([expect.stringMatching(/« recepteur »/)])
    expect(
      await lint('src/lib/infra/cache/store.ts', 'function garderCle() {}\nexport default garderCle\n'),
    ).toEqual([expect.stringMatching(/« garderCle » : garder/)])
  })

  it('refuses a module-level name that is not exported', async () => {
    expect(
      await lint('src/lib/infra/redis/store.ts', 'const delaiMax = 1\nexport const store = delaiMax\n'),
    ).toEqual([expect.stringMatching(/« delaiMax » : delai/)])
  })

  it('refuses French names at any depth: nested functions and constants, parameters, destructuring', async () => {
    const code = [
      'export function store(adresse: string) {',
      '  const delaiMax = 1',
      '  function garder() {}',
      '  const { texte, ...reste } = { texte: adresse }',
      '  return [1].map((essai) => essai + delaiMax + texte.length + Object.keys(reste).length + Number(garder))',
      '}',
      '',
    ].join('\n')
    expect(await lint('src/lib/infra/http/store.ts', code)).toEqual([
      expect.stringMatching(/« adresse » : adresse/),
      expect.stringMatching(/« delaiMax » : delai/),
      expect.stringMatching(/« garder » : garder/),
      expect.stringMatching(/« texte » : texte/),
      expect.stringMatching(/« reste » : reste/),
      expect.stringMatching(/« essai » : essai/),
    ])
  })

  it('refuses French class members, type names and type members', async () => {
    const code = [
      'type Etat = { pret: boolean; ouvrir(): void }',
      'export class Store {',
      '  #minuteur = 0',
      '  lire(etat: Etat) { return etat.pret && this.#minuteur }',
      '}',
      'export interface Diffusion { publier: () => void }',
      '',
    ].join('\n')
    const messages = await lint('src/lib/infra/redis/store.ts', code)
    for (const nom of ['Etat', 'pret', 'ouvrir', 'minuteur', 'lire', 'etat', 'Diffusion', 'publier'])
      expect(messages).toContainEqual(expect.stringMatching(new RegExp(`^« ${nom} »`)))
    expect(messages).toHaveLength(8)
  })

  it('leaves imported names and the keys of object literals (the data they carry) alone', async () => {
    const code =
      "import { lireCookie } from '@/lib/espace/cookie'\nexport const row = { prix: 1, lireCookie }\n"
    expect(await lint('src/lib/infra/cache/row.ts', code)).toEqual([])
  })

  it('reads the glossary’s terms as whole words: a word of a term alone stays French', async () => {
    const code = [
      'export const cleClient = (headers: Headers) => headers.get("x-forwarded-for")',
      'export function store(valeur: string) { return valeur }',
      'export const lireCle = () => 1',
      'export const motCleTag = (motCle: string) => motCle',
      '',
    ].join('\n')
    expect(await lint('src/lib/infra/http/store.ts', code)).toEqual([
      expect.stringMatching(/^« cleClient » : cle —/),
      expect.stringMatching(/^« valeur » : valeur —/),
      expect.stringMatching(/^« lireCle » : lire, cle —/),
    ])
  })

  it('applies to the root infrastructure files of src/lib', async () => {
    expect(await lint('src/lib/infra/http/url.ts', 'export const cheminDecodable = 1\n')).toEqual([
      expect.stringMatching(/^« cheminDecodable » : chemin —/),
    ])
    expect(await lint('src/lib/infra/database/database.ts', 'export const adaptateur = 1\n')).toHaveLength(1)
  })
})

describe('npm run lint: one read verb', { timeout: 60_000 }, () => {
  it('names a read lire… in the domain and read… in technical code, never get… or list…', async () => {
    expect(
      await verbs('src/lib/data/x.ts', 'export const getProduit = 1\nexport function listPages() {}\n'),
    ).toEqual([expect.stringMatching(/^« getProduit »/), expect.stringMatching(/^« listPages »/)])
    expect(
      await verbs(
        'src/lib/data/x.ts',
        'export const lireProduit = 1\nexport const readRaw = 2\nexport const listBackups = 3\n',
      ),
    ).toEqual([])
  })

  it('names no read with another verb: find…, load…, chercher…, and fetch… only in browser code', async () => {
    const code = [
      'export const findPublie = 1',
      'export function chercherProduits() {}',
      'export const loadIndex = 2',
      'export const obtenirPrix = 3',
      'export const fetchListe = 4',
      '',
    ].join('\n')
    expect(await verbs('src/lib/data/x.ts', code)).toEqual([
      expect.stringMatching(/^« findPublie » .* pas `find…`/),
      expect.stringMatching(/^« chercherProduits » .* pas `chercher…`/),
      expect.stringMatching(/^« loadIndex »/),
      expect.stringMatching(/^« obtenirPrix »/),
      expect.stringMatching(/^« fetchListe » .* pas `fetch…`/),
    ])
    // The browser's HTTP calls keep fetch…; a verb alone is a helper's name.
    expect(
      await verbs(
        'src/lib/navigateur/api.ts',
        'export const fetchListe = 1\nconst find = 2\nexport default find\n',
      ),
    ).toEqual([])
  })
})

describe('npm run lint: accents and the dictionary', { timeout: 60_000 }, () => {
  it('refuses accented identifiers anywhere in src', async () => {
    const [result] = await eslint.lintText('export const cléClient = 1\nexport const prix = cléClient\n', {
      filePath: path.resolve('src/lib/commande/x.ts'),
    })
    const accents = result.messages.filter((m) => m.ruleId === 'naming/ascii-names').map((m) => m.message)
    expect(accents).toEqual([
      expect.stringMatching(/^« cléClient » : un nom s’écrit sans accent \(`cleClient`\)/),
      expect.stringMatching(/^« cléClient »/),
    ])
    // And in infrastructure the accent hides no French word: `clé` reads as `cle`.
    expect(await lint('src/lib/infra/http/store.ts', 'export const cléClient = 1\n')).toEqual([
      expect.stringMatching(/^« cléClient » : cle —/),
    ])
  })

  it('knows French from the dictionary, not only from a list, and refuses words no dictionary knows', async () => {
    // Neither word is in the list of homographs: the French dictionary knows them, the English one not.
    expect(
      await lint(
        'src/lib/infra/operations/x.ts',
        'export const poubellePleine = 1\nexport const tiroir = 2\n',
      ),
    ).toEqual([
      expect.stringMatching(/^« poubellePleine » : poubelle, pleine —/),
      expect.stringMatching(/^« tiroir » : tiroir —/),
    ])
    expect(
      await lint('src/lib/infra/cache/x.ts', 'export const qzxEntry = 1\nexport const jsonTtl = 2\n'),
    ).toEqual([expect.stringMatching(/^« qzxEntry » : qzx — mot qu’aucun dictionnaire ne connaît/)])
  })

  it('accepts English infrastructure, domain words from the glossary, and French outside infrastructure', async () => {
    expect(
      await lint(
        'src/lib/infra/cache/flight.ts',
        'export const singleFlight = 1\nexport const produitTag = 2\n',
      ),
    ).toEqual([])
    expect(await lint('src/lib/commande/numero.ts', 'export const prendreNumero = 1\n')).toEqual([])
  })
})
