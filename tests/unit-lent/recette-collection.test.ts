// @vitest-environment node
// docs/etendre.md, « Une collection publique », followed to the letter on a copy of the project: the
// recipe's code blocks written where its steps say (the collection, its revalidation beside it, its
// registration, its cached read, its section on the home page), then `npm run migrate:reset`. The copy
// must type-check with no other line; on a database built by the regenerated migration, visitors see the
// ticked testimonials only, the home page shows them, and each change expires the read's tags. A skipped
// step fails here: a missing file breaks the type-check, a missing registration the migration, a missing
// access rule or hook the reads and tags. Here rather than in tests/int: it runs processes (the
// migration, tsc, a vitest of the copy) and takes a minute or two.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const racine = fileURLToPath(new URL('../..', import.meta.url))
const sonde = fileURLToPath(new URL('../support/recette-collection/sonde.ts', import.meta.url))

/** The recipe's section of docs/etendre.md: its text and its code blocks, in order. */
function recette() {
  const doc = fs.readFileSync(path.join(racine, 'docs/etendre.md'), 'utf8')
  const section = doc.slice(doc.indexOf('## Une collection publique'))
  const blocs = [...section.matchAll(/^ *```tsx?\n([\s\S]*?)^ *```$/gm)].map((m) =>
    m[1].replace(/^ {3}/gm, ''),
  )
  // The file each numbered step writes: the first path under src/ it names.
  const fichiers = [...section.matchAll(/^\d+\. \*\*[^*]+\*\*[^`]*`(src\/[^`]+)`/gm)].map((m) => m[1])
  return { blocs, fichiers }
}

/** Inserts `ajout` after (or before) the first occurrence of `repere` in a file of the copy. */
function inserer(copie: string, fichier: string, repere: string, ajout: string, avant = false) {
  const chemin = path.join(copie, fichier)
  const texte = fs.readFileSync(chemin, 'utf8')
  const i = texte.indexOf(repere)
  if (i < 0)
    throw new Error(`${fichier} n’a plus « ${repere} » : la recette de docs/etendre.md est à revoir.`)
  const j = avant ? i : i + repere.length
  fs.writeFileSync(chemin, texte.slice(0, j) + ajout + texte.slice(j))
}

function ecrire(copie: string, fichier: string, texte: string) {
  fs.mkdirSync(path.dirname(path.join(copie, fichier)), { recursive: true })
  fs.writeFileSync(path.join(copie, fichier), texte)
}

/** The recipe's five steps, each in the one file it names, with its code block. */
const ETAPES = {
  collection: (copie: string, b: string[]) => ecrire(copie, 'src/collections/Temoignages/index.ts', b[0]),
  revalidation: (copie: string, b: string[]) =>
    ecrire(copie, 'src/collections/Temoignages/hooks/revalidate.ts', b[1]),
  enregistrement: (copie: string) => {
    const f = 'src/collections/index.ts'
    inserer(
      copie,
      f,
      "import { Telechargements } from './Telechargements'\n",
      "import { Temoignages } from './Temoignages'\n",
    )
    inserer(copie, f, '  Portfolio,\n', '  Temoignages,\n')
  },
  lecture: (copie: string, b: string[]) => ecrire(copie, 'src/lib/data/temoignages.ts', b[2]),
  affichage: (copie: string, b: string[]) => {
    const f = 'src/components/templates/Accueil/index.tsx'
    inserer(
      copie,
      f,
      "import { lireProduits } from '@/lib/data/produits'\n",
      "import { lireTemoignages } from '@/lib/data/temoignages'\n",
    )
    inserer(
      copie,
      f,
      "import { DerniersArticles } from './DerniersArticles'\n",
      "import { EnTete } from './EnTete'\n",
    )
    inserer(copie, f, 'collections, articles', ', temoignages')
    inserer(copie, f, 'lireArticles(3),\n', '    lireTemoignages(3),\n')
    inserer(copie, f, '      <Lettre />', b[3].replace(/^/gm, '      ').trimEnd() + '\n', true)
  },
}

/** What the files under `sous` of a folder hold, relative path → text. */
function contenus(dossier: string, sous: string[]): Map<string, string> {
  const fichiers = new Map<string, string>()
  for (const s of sous)
    for (const f of fs.readdirSync(path.join(dossier, s), { recursive: true, withFileTypes: true }))
      if (f.isFile()) {
        const chemin = path.join(f.parentPath, f.name)
        fichiers.set(path.relative(dossier, chemin), fs.readFileSync(chemin, 'utf8'))
      }
  return fichiers
}

function lancer(commande: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const { DATABASE_URI: _base, ...base } = process.env
  const r = spawnSync(commande, args, {
    cwd,
    env: { ...base, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 300_000,
  })
  return { code: r.status, sortie: `${r.stdout}${r.stderr}` }
}

type Sortie = {
  anonyme: string[]
  equipe: string[]
  html: string
  expirations: Record<
    'creationPubliee' | 'creationNonPubliee' | 'publication' | 'renommageMetier' | 'suppression',
    string[]
  >
}

let dossier: string
let copie: string
let nommes: string[]
let modifies: string[]
let typage: { code: number | null; sortie: string }
let lu: Sortie

beforeAll(async () => {
  dossier = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-recette-collection-'))
  copie = path.join(dossier, 'projet')
  fs.mkdirSync(path.join(copie, 'scripts'), { recursive: true })
  for (const f of ['src', 'payload.config.ts', 'package.json', 'vitest.config.ts'])
    fs.cpSync(path.join(racine, f), path.join(copie, f), { recursive: true })
  for (const f of ['migrate-reset.sh', 'lib'])
    fs.cpSync(path.join(racine, 'scripts', f), path.join(copie, 'scripts', f), { recursive: true })
  fs.mkdirSync(path.join(copie, 'tests/int/recette-collection'), { recursive: true })
  fs.mkdirSync(path.join(copie, 'tests/int/helpers'))
  for (const f of ['fixtures.ts', 'next.ts'])
    fs.copyFileSync(path.join(racine, 'tests/int/helpers', f), path.join(copie, 'tests/int/helpers', f))
  fs.copyFileSync(sonde, path.join(copie, 'tests/int/recette-collection/sonde.test.ts'))
  fs.symlinkSync(path.join(racine, 'node_modules'), path.join(copie, 'node_modules'))
  // The project's compiler options, on the copy's sources and the probe only.
  const tsconfig = JSON.parse(fs.readFileSync(path.join(racine, 'tsconfig.json'), 'utf8'))
  tsconfig.compilerOptions.incremental = false
  tsconfig.include = ['src/**/*.ts', 'src/**/*.tsx', 'payload.config.ts', 'tests/int/**/*.ts']
  fs.writeFileSync(path.join(copie, 'tsconfig.json'), JSON.stringify(tsconfig))
  const avant = contenus(copie, ['src'])

  const { blocs, fichiers } = recette()
  nommes = fichiers
  if (blocs.length !== 4)
    throw new Error(`docs/etendre.md : 4 blocs de code attendus, ${blocs.length} trouvés.`)
  for (const etape of Object.values(ETAPES)) etape(copie, blocs)
  const migration = lancer('bash', ['scripts/migrate-reset.sh'], copie)
  if (migration.code !== 0) throw new Error(`npm run migrate:reset a échoué :\n${migration.sortie}`)

  const apres = contenus(copie, ['src'])
  modifies = [...new Set([...avant.keys(), ...apres.keys()])]
    .filter((f) => avant.get(f) !== apres.get(f))
    .sort()
  typage = lancer(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], copie)

  const sortie = path.join(dossier, 'sortie.json')
  const sondage = lancer(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project',
      'integration',
      'tests/int/recette-collection/sonde.test.ts',
    ],
    copie,
    { SONDE_SORTIE: sortie, PAYLOAD_SECRET: 'secret-de-test', MC_ENTRETIEN: 'off' },
  )
  if (sondage.code !== 0) throw new Error(`La sonde a échoué :\n${sondage.sortie.slice(-4000)}`)
  lu = JSON.parse(fs.readFileSync(sortie, 'utf8'))
}, 900_000)

afterAll(() => {
  if (dossier) fs.rmSync(dossier, { recursive: true, force: true })
})

describe('a collection added by docs/etendre.md’s recipe (testimonials on the home page)', () => {
  it('takes the five files under src/ the recipe names, and the migration regenerates the rest', () => {
    const ecrits = modifies.filter((f) => !/^src\/(migrations\/|payload-types\.ts$)/.test(f))
    expect(ecrits).toEqual([
      'src/collections/Temoignages/hooks/revalidate.ts',
      'src/collections/Temoignages/index.ts',
      'src/collections/index.ts',
      'src/components/templates/Accueil/index.tsx',
      'src/lib/data/temoignages.ts',
    ])
    expect([...nommes].sort()).toEqual(ecrits)
    expect(modifies).toContain('src/payload-types.ts')
  })

  it('type-checks with no other line', () => {
    expect(typage.sortie).toBe('')
    expect(typage.code).toBe(0)
  })

  it('shows visitors the ticked testimonials only, the team all of them', () => {
    expect(lu.anonyme).toEqual(['Claire'])
    expect(lu.equipe).toEqual(['Claire', 'Paul'])
  })

  it('is on the home page with its author’s audience, the unticked one is not', () => {
    expect(lu.html).toContain('Mes patients les regardent.')
    expect(lu.html).toMatch(/Claire(<!-- -->)?, Sophrologue/)
    expect(lu.html).not.toContain('Pas encore relu.')
  })

  it('expires the read’s tags when a testimonial is shown, hidden or deleted, or its audience renamed', () => {
    expect(lu.expirations.creationPubliee).toEqual(['temoignages'])
    expect(lu.expirations.creationNonPubliee).toEqual([])
    expect(lu.expirations.publication).toEqual(['temoignages'])
    expect(lu.expirations.renommageMetier).toContain('facette:audiences')
    expect(lu.expirations.suppression).toEqual(['temoignages'])
  })
})
