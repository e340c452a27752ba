// @vitest-environment node
// docs/etendre.md's two recipes followed to the letter on one copy of the project, then `npm run
// migrate:reset` once: « Un champ de produit » (two fields declared on the collection, one added to
// CHAMPS_PAGE and CHAMPS_API, the other to CHAMPS_API alone, the first rendered on the product page) and
// « Une collection publique » (its code blocks written where its steps say: the collection, its
// revalidation beside it, its registration, its cached read, its section on the home page). The copy
// must type-check with no other line, and the real reads of each recipe's probe — on a database built by
// the regenerated migration, as `npm start` builds it — must show what the recipe promises and nothing
// else. A skipped step fails here: a missing file breaks the type-check, a missing registration the
// migration, a missing access rule, hook or selection the reads and tags. One copy for both: its
// migration, type-check and vitest cost 80 s of CPU, which CI paid twice (docs/decisions/0158).
// Here rather than in tests/int: it runs processes (the migration, tsc, a vitest of the copy).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contenus, copierProjet, differents, migrerTyperSonder, racine } from '../support/copie-projet'

const SONDES = {
  'recette-champ': fileURLToPath(new URL('../support/recette-champ/sonde.ts', import.meta.url)),
  'recette-collection': fileURLToPath(new URL('../support/recette-collection/sonde.ts', import.meta.url)),
}

/** The recipe's section of docs/etendre.md: its text and its code blocks, in order. */
function recetteCollection() {
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

/** The recipe's steps 1 to 3, each in the one file the recipe names. */
const ETAPES_CHAMP = {
  declarer: (copie: string) =>
    inserer(
      copie,
      'src/collections/Produits/index.ts',
      '  fields: [\n',
      "    { name: 'dimensionsCadre', type: 'text', label: 'Dimensions du cadre', maxLength: 40 },\n" +
        "    { name: 'codeAtelier', type: 'text', label: 'Code de l’atelier', maxLength: 20 },\n",
    ),
  selectionner: (copie: string) => {
    const fichier = 'src/lib/catalogue/selections.ts'
    inserer(copie, fichier, 'export const CHAMPS_PAGE = {', '\n  dimensionsCadre: true,')
    inserer(copie, fichier, 'export const CHAMPS_API = {', '\n  dimensionsCadre: true,\n  codeAtelier: true,')
  },
  afficher: (copie: string) =>
    inserer(
      copie,
      'src/components/templates/FicheProduit.tsx',
      '{p.extrait}</p>',
      '\n          {p.dimensionsCadre && <p data-testid="cadre">Cadre : {p.dimensionsCadre}</p>}',
    ),
}

/** The recipe's five steps, each in the one file it names, with its code block. */
const ETAPES_COLLECTION = {
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

type SortieChamp = {
  page: Record<string, unknown>
  html: string
  detail: { status: number; corps: Record<string, unknown> }
  liste: { docs: Record<string, unknown>[] }
}

type SortieCollection = {
  anonyme: string[]
  equipe: string[]
  html: string
  expirations: Record<
    'creationPubliee' | 'creationNonPubliee' | 'publication' | 'renommageMetier' | 'suppression',
    string[]
  >
}

let dossier: string
let typage: { code: number | null; sortie: string }
let nommes: string[]
/** What each recipe wrote by hand, and what the migration regenerated for both. */
let champ: { ecrits: string[]; lu: SortieChamp }
let collection: { ecrits: string[]; lu: SortieCollection }
let generes: string[]

beforeAll(async () => {
  let copie: string
  ;({ dossier, copie } = copierProjet(SONDES, ['fixtures.ts', 'next.ts']))
  const avant = contenus(copie, ['src'])
  ETAPES_CHAMP.declarer(copie)
  ETAPES_CHAMP.selectionner(copie)
  ETAPES_CHAMP.afficher(copie)
  const entre = contenus(copie, ['src'])
  const { blocs, fichiers } = recetteCollection()
  nommes = fichiers
  if (blocs.length !== 4)
    throw new Error(`docs/etendre.md : 4 blocs de code attendus, ${blocs.length} trouvés.`)
  for (const etape of Object.values(ETAPES_COLLECTION)) etape(copie, blocs)
  const ecrit = contenus(copie, ['src'])
  const resultat = migrerTyperSonder(dossier, copie, Object.keys(SONDES))
  typage = resultat.typage
  champ = { ecrits: differents(avant, entre), lu: resultat.lus['recette-champ'] as SortieChamp }
  collection = {
    ecrits: differents(entre, ecrit),
    lu: resultat.lus['recette-collection'] as SortieCollection,
  }
  generes = differents(ecrit, contenus(copie, ['src']))
}, 900_000)

afterAll(() => {
  if (dossier) fs.rmSync(dossier, { recursive: true, force: true })
})

it('type-checks with no other line', () => {
  expect(typage.sortie).toBe('')
  expect(typage.code).toBe(0)
})

describe('a product field added by docs/etendre.md’s recipe', () => {
  it('takes three hand-written files, and step 4 regenerates the migration and the types', () => {
    expect(champ.ecrits).toEqual([
      'src/collections/Produits/index.ts',
      'src/components/templates/FicheProduit.tsx',
      'src/lib/catalogue/selections.ts',
    ])
    expect(generes).toContain('src/payload-types.ts')
    expect(generes.filter((f) => /^src\/migrations\/\d+_\d+_initial\.ts$/.test(f))).toHaveLength(2)
  })

  it('is on the product page: its data and the rendered page', () => {
    expect(champ.lu.page.dimensionsCadre).toBe('30 × 40 cm')
    expect(champ.lu.html).toContain('<p data-testid="cadre">Cadre : <!-- -->30 × 40 cm</p>')
    // Added to CHAMPS_API alone: not read for the page.
    expect(champ.lu.page).not.toHaveProperty('codeAtelier')
  })

  it('is in GET /api/produits/{slug}, both the field shared with the page and the API’s own', () => {
    expect(champ.lu.detail.status).toBe(200)
    expect(champ.lu.detail.corps).toMatchObject({ dimensionsCadre: '30 × 40 cm', codeAtelier: 'MC-042' })
  })

  it('is on no card (GET /api/produits)', () => {
    expect(champ.lu.liste.docs).toHaveLength(1)
    expect(champ.lu.liste.docs[0].titre).toBe('Cadre en chêne')
    expect(champ.lu.liste.docs[0]).not.toHaveProperty('dimensionsCadre')
    expect(champ.lu.liste.docs[0]).not.toHaveProperty('codeAtelier')
  })
})

describe('a collection added by docs/etendre.md’s recipe (testimonials on the home page)', () => {
  it('takes the five files under src/ the recipe names, and the migration regenerates the rest', () => {
    expect(collection.ecrits).toEqual([
      'src/app/(frontend)/page.tsx',
      'src/collections/Temoignages/hooks/revalidate.ts',
      'src/collections/Temoignages/index.ts',
      'src/collections/index.ts',
      'src/lib/data/temoignages.ts',
    ])
    expect([...nommes].sort()).toEqual(collection.ecrits)
    expect(generes).toContain('src/payload-types.ts')
  })

  it('shows visitors the ticked testimonials only, the team all of them', () => {
    expect(collection.lu.anonyme).toEqual(['Claire'])
    expect(collection.lu.equipe).toEqual(['Claire', 'Paul'])
  })

  it('is on the home page with its author’s audience, the unticked one is not', () => {
    expect(collection.lu.html).toContain('Mes patients les regardent.')
    expect(collection.lu.html).toMatch(/Claire(<!-- -->)?, Sophrologue/)
    expect(collection.lu.html).not.toContain('Pas encore relu.')
  })

  it('expires the read’s tags when a testimonial is shown, hidden or deleted, or its audience renamed', () => {
    expect(collection.lu.expirations.creationPubliee).toEqual(['temoignages'])
    expect(collection.lu.expirations.creationNonPubliee).toEqual([])
    expect(collection.lu.expirations.publication).toEqual(['temoignages'])
    expect(collection.lu.expirations.renommageMetier).toContain('facette:audiences')
    expect(collection.lu.expirations.suppression).toEqual(['temoignages'])
  })
})
