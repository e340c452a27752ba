import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { fichiers, resoudre } from '../support/sources'

// The layout of docs/decisions/0153-un-sens-par-dossier.md and 0154-les-templates-rendent.md, read from
// the sources: src/lib/data holds only cached server reads, src/lib/data/prive only per-visitor reads
// that are never cached; a route reaches a cached read through src/lib/data and nothing else, a
// storefront page reaches Payload through neither its own client nor getPayload; a template or component
// renders what its route read; an address has one entry, a Next route or a Payload endpoint.

const RACINE = path.resolve('.')
const SRC = path.join(RACINE, 'src')
const DATA = path.join(SRC, 'lib/data')
const relatif = (f: string) => path.relative(RACINE, f)

const source = (f: string) =>
  ts.createSourceFile(f, fs.readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)

const exporte = (n: ts.Node) =>
  ts.canHaveModifiers(n) && !!ts.getModifiers(n)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)

const estAsync = (n: ts.Node) =>
  ts.canHaveModifiers(n) && !!ts.getModifiers(n)?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword)

/** `cached(…)` (the tag cache) or React's `cache(…)`. */
const enveloppeDeCache = (e: ts.Expression | undefined) =>
  !!e && ts.isCallExpression(e) && ts.isIdentifier(e.expression) && /^(cached|cache)$/.test(e.expression.text)

/** What a data module exports that is not a cached server read: a value that is neither made by
 *  cached(…)/cache(…) nor an async function calling one (its own or another data module's). */
function exportsNonLectures(fichier: string): string[] {
  const sf = source(fichier)
  const lectures = new Set<string>()
  for (const s of sf.statements) {
    if (ts.isVariableStatement(s))
      for (const d of s.declarationList.declarations)
        if (ts.isIdentifier(d.name) && enveloppeDeCache(d.initializer)) lectures.add(d.name.text)
    if (ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier)) {
      const de = s.moduleSpecifier.text
      const nommes = s.importClause?.namedBindings
      if ((de.startsWith('./') || de.startsWith('@/lib/data/')) && nommes && ts.isNamedImports(nommes))
        for (const n of nommes.elements) lectures.add(n.name.text)
    }
  }
  const lit = (n: ts.Node): boolean =>
    (ts.isIdentifier(n) && lectures.has(n.text)) || !!ts.forEachChild(n, (c) => lit(c) || undefined)
  const lecture = (f: ts.Node) => estAsync(f) && lit(f)
  // An async function of the module that calls a read is one too (lireProduitApiJson calls lireCompteLikes).
  const fonctions = sf.statements.flatMap((s): [string, ts.Node][] => {
    if (ts.isFunctionDeclaration(s) && s.name) return [[s.name.text, s]]
    if (!ts.isVariableStatement(s)) return []
    return s.declarationList.declarations.flatMap((d): [string, ts.Node][] =>
      ts.isIdentifier(d.name) &&
      d.initializer &&
      (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer))
        ? [[d.name.text, d.initializer]]
        : [],
    )
  })
  for (let ajout = true; ajout;) {
    ajout = false
    for (const [nom, f] of fonctions)
      if (!lectures.has(nom) && lecture(f)) {
        lectures.add(nom)
        ajout = true
      }
  }

  return exportsRefuses(
    fichier,
    sf,
    [],
    lecture,
    (init) =>
      enveloppeDeCache(init) ||
      (!!init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && lecture(init)),
  )
}

/**
 * What a module of src/lib/data exports that it should not: `import 'server-only'` must come first, no
 * default export, no value re-export; each exported function passes `fonctionOk`, each exported variable
 * `initOk` on its initialiser (types and interfaces pass). `fautes`: the caller's findings so far.
 */
function exportsRefuses(
  fichier: string,
  sf: ts.SourceFile,
  fautes: string[],
  fonctionOk: (f: ts.FunctionDeclaration) => boolean,
  initOk: (init: ts.Expression | undefined) => boolean,
): string[] {
  const premier = sf.statements[0]
  if (!premier || premier.getText() !== "import 'server-only'") fautes.unshift("import 'server-only' first")
  for (const s of sf.statements) {
    if (ts.isExportAssignment(s)) fautes.push('export default')
    else if (ts.isExportDeclaration(s)) {
      if (!s.isTypeOnly) fautes.push(s.getText())
    } else if (!exporte(s) || ts.isTypeAliasDeclaration(s) || ts.isInterfaceDeclaration(s)) continue
    else if (ts.isFunctionDeclaration(s)) {
      if (!fonctionOk(s)) fautes.push(s.name?.text ?? 'function')
    } else if (ts.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations)
        if (!initOk(d.initializer)) fautes.push(d.name.getText())
    } else fautes.push(s.getText().split('\n')[0])
  }
  return fautes.map((f) => `${relatif(fichier)}: ${f}`)
}

const importsDe = (f: string) =>
  [...fs.readFileSync(f, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].flatMap(
    (m) => resoudre(f, m[1]) ?? [],
  )

/** The tag cache's helper, where it is (behind its module's door) and where it was. */
const CACHE = [
  path.join(SRC, 'lib/infra/cache/index.ts'),
  path.join(SRC, 'lib/infra/cache/cached.ts'),
  path.join(SRC, 'lib/cache/cached.ts'),
  path.join(SRC, 'lib/data/cache.ts'),
]

/** The modules a route reaches through src/lib (stopping at src/lib/data, the one way to a cached read)
 *  that use the tag cache themselves: a cached read outside src/lib/data, one hop too many. */
function cachesHorsData(route: string): string[] {
  const vus = new Set<string>()
  const fautes: string[] = []
  const visiter = (f: string, chemin: string[]) => {
    if (vus.has(f)) return
    vus.add(f)
    const cibles = importsDe(f)
    if (cibles.some((c) => CACHE.includes(c))) fautes.push([...chemin, f].map(relatif).join(' → '))
    for (const c of cibles) {
      const suivre =
        (c.startsWith(path.join(SRC, 'lib') + path.sep) || c.startsWith(path.join(SRC, 'app') + path.sep)) &&
        !c.startsWith(DATA + path.sep) &&
        !CACHE.includes(c)
      if (suivre) visiter(c, [...chemin, f])
    }
  }
  visiter(route, [])
  return fautes
}

/** `/api/produits/:` for src/app/(payload)/api/produits/[slug]/route.ts; null for a catch-all (Payload's
 *  router itself). */
function adresseNext(fichier: string): string | null {
  const segments = path
    .relative(path.join(SRC, 'app'), path.dirname(fichier))
    .split(path.sep)
    .filter((s) => s && !/^\(.*\)$/.test(s))
  if (segments.some((s) => s.startsWith('[...') || s.startsWith('[[...'))) return null
  return '/' + segments.map((s) => (/^\[.*\]$/.test(s) ? ':' : s)).join('/')
}

const normaliser = (adresse: string) =>
  adresse
    .split('/')
    .map((s) => (s.startsWith(':') ? ':' : s))
    .join('/')
    .replace(/\/$/, '')

/** Every Payload endpoint's address: the app's under /api, a collection's under /api/{slug}. */
function adressesPayload(): { adresse: string; fichier: string }[] {
  const trouvees: { adresse: string; fichier: string }[] = []
  const prefixe = (f: string): string | null => {
    if (f.startsWith(path.join(SRC, 'endpoints') + path.sep)) return '/api'
    const dans = path.relative(path.join(SRC, 'collections'), f).split(path.sep)
    if (dans[0].startsWith('..')) return null
    const index = dans.length > 1 ? path.join(SRC, 'collections', dans[0], 'index.ts') : f
    const slug = fs.existsSync(index) && /\bslug:\s*'([^']+)'/.exec(fs.readFileSync(index, 'utf8'))
    return slug ? `/api/${slug[1]}` : null
  }
  for (const f of [...fichiers(path.join(SRC, 'endpoints')), ...fichiers(path.join(SRC, 'collections'))]) {
    const debut = prefixe(f)
    if (!debut) continue
    const visiter = (n: ts.Node): void => {
      if (ts.isObjectLiteralExpression(n)) {
        const props = new Map(
          n.properties.flatMap((p) =>
            ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) ? [[p.name.text, p.initializer]] : [],
          ),
        )
        const chemin = props.get('path')
        // An endpoint, or the options of a helper that makes one (src/endpoints/formulaire.ts).
        const endpoint = ['handler', 'method', 'action'].some((k) => props.has(k))
        if (endpoint && chemin && ts.isStringLiteral(chemin) && chemin.text.startsWith('/'))
          trouvees.push({ adresse: debut + (chemin.text === '/' ? '' : chemin.text), fichier: relatif(f) })
      }
      ts.forEachChild(n, visiter)
    }
    visiter(source(f))
  }
  return trouvees
}

describe('src/lib/data holds only cached server reads', () => {
  const modules = fs.readdirSync(DATA).filter((f) => /\.tsx?$/.test(f))

  it('finds the data modules', () => {
    expect(modules).toEqual(expect.arrayContaining(['produits.ts', 'reglages.ts', 'taxonomies.ts']))
  })

  it('exports nothing else (no registry, no helper, no client)', () => {
    expect(modules.flatMap((m) => exportsNonLectures(path.join(DATA, m)))).toEqual([])
  })
})

describe('a route reaches its cached reads through src/lib/data', () => {
  const routes = fichiers(path.join(SRC, 'app'))

  it('finds the routes', () => {
    expect(routes.map(relatif)).toEqual(
      expect.arrayContaining([
        'src/app/(payload)/api/produits/[slug]/route.ts',
        'src/app/(frontend)/produits/page.tsx',
      ]),
    )
  })

  it('uses no tag cache of its own or of a module between it and src/lib/data', () => {
    expect(routes.flatMap(cachesHorsData)).toEqual([])
  })
})

/** The Payload client (src/lib/payload/client.ts, where it is and where it was). */
const CLIENT = [path.join(SRC, 'lib/payload/client.ts'), path.join(SRC, 'lib/data/payload.ts')]

/** Templates and components: src/components, and every other .tsx outside the routes and the data. */
const composants = () =>
  fichiers(SRC).filter(
    (f) =>
      !f.startsWith(path.join(SRC, 'app') + path.sep) &&
      !f.startsWith(DATA + path.sep) &&
      (f.startsWith(path.join(SRC, 'components') + path.sep) || f.endsWith('.tsx')),
  )

/** A component's reads: a value imported from src/lib/data or the Payload client, or `getPayload`.
 *  Types are fine (a template names the shape its route hands it). */
function lecturesDe(fichier: string): string[] {
  const fautes: string[] = []
  for (const s of source(fichier).statements) {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue
    const clause = s.importClause
    if (!clause || clause.isTypeOnly) continue
    const nommes = clause.namedBindings
    const valeurs =
      nommes && ts.isNamedImports(nommes)
        ? nommes.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text)
        : [clause.name?.text ?? '*']
    if (clause.name && nommes && ts.isNamedImports(nommes)) valeurs.push(clause.name.text)
    if (!valeurs.length) continue
    const de = s.moduleSpecifier.text
    const cible = resoudre(fichier, de)
    const lit =
      (cible && (cible.startsWith(DATA + path.sep) || CLIENT.includes(cible))) ||
      (de === 'payload' && valeurs.includes('getPayload'))
    if (lit) fautes.push(`${relatif(fichier)}: ${valeurs.join(', ')} from '${de}'`)
  }
  return fautes
}

/** What a module of src/lib/data/prive exports that is not a per-visitor read: a value that is not an
 *  async function, or any use of a cache (its answers belong to one visitor). */
function exportsNonPrives(fichier: string): string[] {
  const sf = source(fichier)
  const enCache = (n: ts.Node): boolean =>
    (ts.isCallExpression(n) && enveloppeDeCache(n)) || !!ts.forEachChild(n, (c) => enCache(c) || undefined)
  return exportsRefuses(
    fichier,
    sf,
    enCache(sf) ? ['a cache'] : [],
    estAsync,
    (init) => !!init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && estAsync(init),
  )
}

describe('src/lib/data/prive holds only per-visitor reads, never cached', () => {
  const PRIVE = path.join(DATA, 'prive')
  const modules = fs.existsSync(PRIVE) ? fichiers(PRIVE) : []

  it('finds the per-visitor modules', () => {
    expect(modules.map(relatif)).toContain('src/lib/data/prive/commandes.ts')
  })

  it('exports async reads only, and caches nothing', () => {
    expect(modules.flatMap(exportsNonPrives)).toEqual([])
  })
})

describe('a storefront page reads through src/lib/data', () => {
  it('imports no Payload client (a per-visitor read is in src/lib/data/prive)', () => {
    const pages = fichiers(path.join(SRC, 'app/(frontend)'))
    expect(pages.length).toBeGreaterThan(20)
    expect(pages.flatMap(lecturesDe).filter((f) => !f.includes("from '@/lib/data/"))).toEqual([])
  })
})

describe('a template or component renders what its route read', () => {
  const tous = composants()

  it('finds the templates and components', () => {
    expect(tous.map(relatif)).toEqual(
      expect.arrayContaining([
        'src/components/templates/Catalogue.tsx',
        'src/components/layout/Shell.tsx',
        'src/admin/views/ProduitsView.tsx',
      ]),
    )
  })

  it('imports no read of src/lib/data and no Payload client', () => {
    expect(tous.flatMap(lecturesDe)).toEqual([])
  })
})

describe('one entry per address', () => {
  const next = fichiers(path.join(SRC, 'app'))
    .filter((f) => path.basename(f) === 'route.ts')
    .flatMap((f) => {
      const adresse = adresseNext(f)
      return adresse ? [{ adresse, fichier: relatif(f) }] : []
    })
  const payload = adressesPayload()

  it('finds the entries of both kinds', () => {
    expect(next.map((e) => e.adresse)).toContain('/api/produits/:')
    expect(payload.map((e) => e.adresse)).toContain('/api/commande/paiement')
  })

  it('has no address served by a Next route and by a Payload endpoint', () => {
    const routes = new Map(next.map((e) => [normaliser(e.adresse), e.fichier]))
    const doubles = payload.flatMap((e) => {
      const route = routes.get(normaliser(e.adresse))
      return route ? [`${e.adresse}: ${route} and ${e.fichier}`] : []
    })
    expect(doubles).toEqual([])
  })
})
