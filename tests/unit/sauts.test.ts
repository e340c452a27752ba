import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { fichiers, resoudre, SRC } from '../support/sources'

// Hops from a route to its data (docs/decisions/0224-deux-sauts-et-un-client.md), read from the syntax
// tree, and one way to Payload: the client of src/lib/payload/client.ts.
//
// A hop is a call that crosses into another module on the way from the route's page to Payload. The walk
// starts at the page's default export and its metadata, and follows what each function uses: a local function, or an
// imported one in the module that exports it (a re-export crosses nothing; a module beside the route in
// src/app is the route, docs/decisions/0154). It goes into src/lib/data and through its reads, a read of
// another data module being one hop more, and ends at what a read calls outside src/lib/data (its read
// model, its cache, the Payload client: one hop, the read's own), or at the Payload client or
// `getPayload` reached outside src/lib/data. Two hops: the route reads src/lib/data, its template renders.

const RACINE = path.resolve('.')
const DATA = path.join(SRC, 'lib/data') + path.sep
const APP = path.join(SRC, 'app') + path.sep
const CLIENT = path.join(SRC, 'lib/payload/client.ts')
const relatif = (f: string) => path.relative(RACINE, f)

const arbres = new Map<string, ts.SourceFile>()
function arbre(f: string): ts.SourceFile {
  let sf = arbres.get(f)
  if (!sf) {
    sf = ts.createSourceFile(f, fs.readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
    arbres.set(f, sf)
  }
  return sf
}

type Lien = { fichier: string; nom: string }
type Module = {
  /** Top-level declarations by name ('default' for the default export). */
  declarations: Map<string, ts.Node>
  /** Value imports from the sources: local name → the module and its export. */
  imports: Map<string, Lien>
  /** Re-exports: exported name → where it is declared. */
  reexports: Map<string, Lien>
  /** The modules of its `export * from …`. */
  etoiles: string[]
  /** Local names bound to Payload's `getPayload`. */
  getPayload: Set<string>
}

const modules = new Map<string, Module>()
function lireModule(f: string): Module {
  const connu = modules.get(f)
  if (connu) return connu
  const m: Module = {
    declarations: new Map(),
    imports: new Map(),
    reexports: new Map(),
    etoiles: [],
    getPayload: new Set(),
  }
  modules.set(f, m)
  for (const s of arbre(f).statements) declarer(f, m, s)
  return m
}

const parDefaut = (s: ts.Node) =>
  ts.canHaveModifiers(s) && !!ts.getModifiers(s)?.some((x) => x.kind === ts.SyntaxKind.DefaultKeyword)

function declarer(f: string, m: Module, s: ts.Statement): void {
  if (ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier)) {
    const clause = s.importClause
    if (!clause || clause.isTypeOnly) return
    const de = s.moduleSpecifier.text
    const vers = resoudre(f, de)
    const nommes =
      clause.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : null
    for (const e of nommes?.elements ?? []) {
      if (e.isTypeOnly) continue
      const exporte = (e.propertyName ?? e.name).text
      if (de === 'payload' && exporte === 'getPayload') m.getPayload.add(e.name.text)
      if (vers) m.imports.set(e.name.text, { fichier: vers, nom: exporte })
    }
    if (clause.name && vers) m.imports.set(clause.name.text, { fichier: vers, nom: 'default' })
  } else if (ts.isExportDeclaration(s) && !s.exportClause && s.moduleSpecifier) {
    const vers = ts.isStringLiteral(s.moduleSpecifier) ? resoudre(f, s.moduleSpecifier.text) : null
    if (vers && !s.isTypeOnly) m.etoiles.push(vers)
  } else if (ts.isExportDeclaration(s) && s.exportClause && ts.isNamedExports(s.exportClause)) {
    const vers =
      s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier) ? resoudre(f, s.moduleSpecifier.text) : f
    for (const e of s.exportClause.elements)
      if (vers) m.reexports.set(e.name.text, { fichier: vers, nom: (e.propertyName ?? e.name).text })
  } else if (ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s)) {
    if (s.name) m.declarations.set(s.name.text, s)
    if (parDefaut(s)) m.declarations.set('default', s)
  } else if (ts.isVariableStatement(s)) {
    for (const d of s.declarationList.declarations)
      if (ts.isIdentifier(d.name) && d.initializer) m.declarations.set(d.name.text, d.initializer)
  } else if (ts.isExportAssignment(s)) m.declarations.set('default', s.expression)
}

/** A way from the route to Payload: the modules crossed, and its hops. */
type Chemin = { sauts: number; par: string[] }

/**
 * The ways from `nom` of `fichier` (reached after `sauts` hops through `par`) to Payload. `vus` keeps
 * each declaration walked once per hop count.
 */
function chemins(fichier: string, nom: string, sauts: number, par: string[], vus: Set<string>): Chemin[] {
  const m = lireModule(fichier)
  const reexport = m.reexports.get(nom)
  if (!m.declarations.has(nom) && reexport && reexport.fichier !== fichier)
    return chemins(reexport.fichier, reexport.nom, sauts, par, vus)
  if (!m.declarations.has(nom) && !reexport)
    return m.etoiles.flatMap((vers) => chemins(vers, nom, sauts, par, vus))
  const cle = `${fichier}#${nom}@${sauts}`
  const noeud = m.declarations.get(nom) ?? (reexport && m.declarations.get(reexport.nom))
  if (!noeud || vus.has(cle)) return []
  vus.add(cle)
  const trouves: Chemin[] = []
  const visiter = (n: ts.Node): void => {
    if (ts.isTypeNode(n)) return
    if (ts.isIdentifier(n) && !estUnNomDePropriete(n))
      trouves.push(...suivre(fichier, m, n.text, sauts, par, vus))
    ts.forEachChild(n, visiter)
  }
  visiter(noeud)
  return trouves
}

const estUnNomDePropriete = (n: ts.Identifier) =>
  (ts.isPropertyAccessExpression(n.parent) && n.parent.name === n) ||
  (ts.isPropertyAssignment(n.parent) && n.parent.name === n) ||
  (ts.isJsxAttribute(n.parent) && n.parent.name === n)

/** Where an identifier used in `fichier` leads: a local declaration, an import, or Payload itself. */
function suivre(
  fichier: string,
  m: Module,
  id: string,
  sauts: number,
  par: string[],
  vus: Set<string>,
): Chemin[] {
  if (m.getPayload.has(id)) return [{ sauts: sauts + 1, par: [...par, 'getPayload'] }]
  const lien = m.imports.get(id)
  if (!lien) return m.declarations.has(id) ? chemins(fichier, id, sauts, par, vus) : []
  const vers = [...par, `${relatif(lien.fichier)} ${lien.nom}`]
  const depuisData = fichier.startsWith(DATA)
  // Into src/lib/data, or from one of its modules into another's read: a hop, and the walk goes on.
  if (lien.fichier.startsWith(DATA))
    return chemins(lien.fichier, lien.nom, lien.fichier === fichier ? sauts : sauts + 1, vers, vus)
  // From a read to its model, its cache or the client: the last hop, the read's own.
  if (depuisData || lien.fichier === CLIENT) return [{ sauts: sauts + 1, par: vers }]
  // A module beside the route (aiguillage.ts, valeur.ts) is the route: no hop.
  return chemins(lien.fichier, lien.nom, lien.fichier.startsWith(APP) ? sauts : sauts + 1, vers, vus)
}

/** A route's hops: its longest way to Payload, from its page (default export) and its metadata. */
function sautsDe(fichier: string): Chemin {
  const tous = ['default', 'generateMetadata', 'metadata'].flatMap((nom) =>
    chemins(fichier, nom, 0, [relatif(fichier)], new Set()),
  )
  return tous.reduce((a, b) => (b.sauts > a.sauts ? b : a), { sauts: 0, par: [] })
}

const PAGES = () => fichiers(path.join(APP, '(frontend)')).filter((f) => path.basename(f) === 'page.tsx')

/** The product page, the listings (catalogue, its pages, search, favourites, facet indexes and values)
 *  and the customer space, among the storefront's pages. */
const ROUTES = [
  '(frontend)/produits/affiches/[slug]/page.tsx',
  '(frontend)/produits/affiches/[slug]/page/[n]/page.tsx',
  '(frontend)/produits/affiches/[slug]/[valeur]/page.tsx',
  '(frontend)/produits/affiches/[slug]/[valeur]/page/[n]/page.tsx',
  '(frontend)/produits/page.tsx',
  '(frontend)/produits/page/[n]/page.tsx',
  '(frontend)/produits/recherche/[q]/[page]/page.tsx',
  '(frontend)/mes-commandes/page.tsx',
]

describe('a route reaches its data in two hops', () => {
  it('finds the storefront pages, and counts route → read of src/lib/data as two hops', () => {
    expect(PAGES().map((f) => path.relative(APP, f))).toEqual(expect.arrayContaining(ROUTES))
    const catalogue = sautsDe(path.join(APP, '(frontend)/produits/page.tsx'))
    expect(catalogue.sauts).toBe(2)
    expect(catalogue.par.join(' → ')).toContain('src/lib/data/')
  })

  it('counts two hops at most for every storefront page, its render and its metadata', () => {
    const trop = PAGES()
      .map((f) => ({ route: relatif(f), ...sautsDe(f) }))
      .filter((r) => r.sauts > 2)
    expect(trop.map((r) => `${r.route}: ${r.sauts} hops, ${r.par.slice(1).join(' → ')}`)).toEqual([])
  })
})

describe('one way to Payload', () => {
  it('calls getPayload in src/lib/payload/client.ts only', () => {
    const appels = fichiers(SRC).flatMap((f) => {
      const noms = lireModule(f).getPayload
      if (!noms.size) return []
      const trouves: string[] = []
      const visiter = (n: ts.Node): void => {
        if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && noms.has(n.expression.text))
          trouves.push(`${relatif(f)}:${arbre(f).getLineAndCharacterOfPosition(n.getStart()).line + 1}`)
        ts.forEachChild(n, visiter)
      }
      visiter(arbre(f))
      return trouves
    })
    expect(appels.filter((a) => !a.startsWith(relatif(CLIENT) + ':'))).toEqual([])
    expect(appels.length).toBe(1)
  })
})
