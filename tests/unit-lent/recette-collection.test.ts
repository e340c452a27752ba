// @vitest-environment node
// docs/etendre.md, « Une collection publique », followed to the letter on a copy of the project: the
// recipe's code blocks written where its steps say (the collection, its revalidation beside it, its
// registration, its cached read, its section on the home page), then `npm run migrate:reset`. The copy
// must type-check with no other line; on a database built by the regenerated migration, visitors see the
// ticked testimonials only, the home page shows them, and each change expires the read's tags. A skipped
// step fails here: a missing file breaks the type-check, a missing registration the migration, a missing
// access rule or hook the reads and tags. Here rather than in tests/int: it runs processes (the
// migration, tsc, a vitest of the copy) and takes a minute or two.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contenus, copierProjet, differents, migrerTyperSonder, racine } from '../support/copie-projet'

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
    const f = 'src/app/(frontend)/page.tsx'
    inserer(
      copie,
      f,
      "import { lireProduits } from '@/lib/data/produits'\n",
      "import { lireTemoignages } from '@/lib/data/temoignages'\n",
    )
    inserer(
      copie,
      f,
      "import { DerniersArticles } from '@/components/templates/Accueil/DerniersArticles'\n",
      "import { EnTete } from '@/components/templates/Accueil/EnTete'\n",
    )
    inserer(copie, f, 'collections, articles', ', temoignages')
    inserer(copie, f, 'lireArticles(3),\n', '    lireTemoignages(3),\n')
    inserer(copie, f, '      <Lettre />', b[3].replace(/^/gm, '      ').trimEnd() + '\n', true)
  },
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
  ;({ dossier, copie } = copierProjet('recette-collection', sonde, ['fixtures.ts', 'next.ts']))
  const avant = contenus(copie, ['src'])
  const { blocs, fichiers } = recette()
  nommes = fichiers
  if (blocs.length !== 4)
    throw new Error(`docs/etendre.md : 4 blocs de code attendus, ${blocs.length} trouvés.`)
  for (const etape of Object.values(ETAPES)) etape(copie, blocs)
  ;({ typage, lu } = migrerTyperSonder(dossier, copie, 'recette-collection') as {
    typage: typeof typage
    lu: Sortie
  })
  modifies = differents(avant, contenus(copie, ['src']))
}, 900_000)

afterAll(() => {
  if (dossier) fs.rmSync(dossier, { recursive: true, force: true })
})

describe('a collection added by docs/etendre.md’s recipe (testimonials on the home page)', () => {
  it('takes the five files under src/ the recipe names, and the migration regenerates the rest', () => {
    const ecrits = modifies.filter((f) => !/^src\/(migrations\/|payload-types\.ts$)/.test(f))
    expect(ecrits).toEqual([
      'src/app/(frontend)/page.tsx',
      'src/collections/Temoignages/hooks/revalidate.ts',
      'src/collections/Temoignages/index.ts',
      'src/collections/index.ts',
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
