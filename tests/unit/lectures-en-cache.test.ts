// @vitest-environment node
// Every cached read of src/lib/data, found in the sources (issue 44, item 3): a read keyed by what a
// visitor types (a page number, a `limit`, a sort, filters, a search) is stored in the visitors' zone,
// the cache's bounded memory, never on disk (docs/decisions/0165-lectures-tapees-par-le-visiteur.md).
// A read may call itself 'content' only when each of its arguments names a document that exists (an
// unknown one is not stored) or has a finite type (a count or a facet of the code).
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { entryTags, type KeyedBy } from '@/lib/infra/cache/cached'
import { storagePolicy } from '@/lib/infra/cache/storagePolicy.mjs'

const DATA = path.resolve('src/lib/data')
const fichiers = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? fichiers(path.join(dir, e.name))
        : e.name.endsWith('.ts')
          ? [path.join(dir, e.name)]
          : [],
    )

/** Arguments that name a document: an unknown one finds nothing, and nothing is stored (storagePolicy). */
const IDENTITES = new Set(['slug', '_slug', 'id', 'produit'])
/** Types with a finite number of values: literal unions, the facets of the registry, a FAQ section. */
const fini = (type: string) =>
  /^(Facette|Faq\['rubrique'\]|(\d+|'[^']*')(\s*\|\s*(\d+|'[^']*'))*)$/.test(type.trim())

type Lecture = { fichier: string; cle: string; keyedBy: string | null; parametres: [string, string][] }

/** Each `cached(fn, key, tags, keyedBy)` call of a file, read with TypeScript's parser. */
function lectures(fichier: string): Lecture[] {
  const source = ts.createSourceFile(fichier, fs.readFileSync(fichier, 'utf8'), ts.ScriptTarget.Latest, true)
  const vues: Lecture[] = []
  const visiter = (n: ts.Node) => {
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'cached') {
      const [fn, cle, , keyedBy] = n.arguments
      const parametres = ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) ? fn.parameters : null
      // A named function (`cached(lireRecherche, …)`): its declaration in the file.
      const declaration =
        parametres ??
        source.statements
          .filter(ts.isFunctionDeclaration)
          .find((d) => ts.isIdentifier(fn) && d.name?.text === fn.text)?.parameters ??
        []
      vues.push({
        fichier: path.relative(DATA, fichier),
        cle: cle && ts.isStringLiteral(cle) ? cle.text : '?',
        keyedBy: keyedBy && ts.isStringLiteral(keyedBy) ? keyedBy.text : null,
        parametres: declaration.map((p) => [p.name.getText(source), p.type?.getText(source) ?? '']),
      })
    }
    ts.forEachChild(n, visiter)
  }
  visiter(source)
  return vues
}

const toutes = fichiers(DATA).flatMap(lectures)

describe('cached reads of src/lib/data', () => {
  it('are found, and nothing there caches otherwise (unstable_cache, "use cache")', () => {
    expect(toutes.length).toBeGreaterThan(15)
    for (const f of fichiers(DATA)) {
      const texte = fs.readFileSync(f, 'utf8')
      expect(texte, f).not.toMatch(/unstable_cache\s*\(|['"]use cache['"]/)
    }
  })

  it('each says what keys it, and a read keyed by visitor input says so', () => {
    const fautes = toutes.flatMap((l) => {
      if (l.keyedBy !== 'content' && l.keyedBy !== 'visitor')
        return [`${l.cle} (${l.fichier}) : non déclarée`]
      if (l.keyedBy === 'visitor') return []
      return l.parametres
        .filter(([nom, type]) => !IDENTITES.has(nom) && !fini(type))
        .map(([nom, type]) => `${l.cle} (${l.fichier}) : « ${nom}: ${type || '?'} » vient d’un visiteur`)
    })
    expect(fautes).toEqual([])
  })

  it('the public API’s list and the listings’ pages are keyed by visitor input', () => {
    const parCle = Object.fromEntries(toutes.map((l) => [l.cle, l.keyedBy]))
    expect(parCle['api:produits:json']).toBe('visitor')
    expect(parCle['produits:liste']).toBe('visitor')
    expect(parCle['produits:recherche']).toBe('visitor')
  })

  it('an entry keyed by visitor input goes to memory, whatever route reads it; the others to disk', () => {
    const entree = { kind: 'FETCH', data: { body: '{"docs":[]}' } }
    const ctx = (keyedBy: KeyedBy) => ({
      fetchCache: true,
      fetchUrl: 'unstable_cache /api/produits ',
      tags: entryTags(keyedBy, ['produits']),
    })
    expect(storagePolicy('k', entree, ctx('visitor'))).toBe('memory')
    expect(storagePolicy('k', entree, ctx('content'))).toBe('disk')
  })
})
