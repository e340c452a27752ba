// @vitest-environment node
// docs/etendre.md, « Un champ de produit », followed to the letter on a copy of the project: two fields
// declared on the collection (step 1), one added to CHAMPS_PAGE and CHAMPS_API, the other to CHAMPS_API
// alone (step 2), the first rendered on the product page (step 3), then `npm run migrate:reset` (step 4).
// The copy must type-check with no other line, and its real reads — on a database built by the
// regenerated migration, as `npm start` builds it — must show each field where the recipe says, and
// nowhere else. Here rather than in tests/int: it runs processes (the migration, tsc, a vitest of the
// copy), the migration is SQLite's, and it takes a minute.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contenus, copierProjet, differents, migrerTyperSonder } from '../support/copie-projet'

const sonde = fileURLToPath(new URL('../support/recette-champ/sonde.ts', import.meta.url))

/** Inserts `ajout` after the first occurrence of `repere` in a file of the copy. */
function ajouterApres(copie: string, fichier: string, repere: string, ajout: string) {
  const chemin = path.join(copie, fichier)
  const texte = fs.readFileSync(chemin, 'utf8')
  const i = texte.indexOf(repere)
  if (i < 0)
    throw new Error(`${fichier} n’a plus « ${repere} » : la recette de docs/etendre.md est à revoir.`)
  fs.writeFileSync(chemin, texte.slice(0, i + repere.length) + ajout + texte.slice(i + repere.length))
}

/** The recipe's steps 1 to 3, each in the one file the recipe names. */
const ETAPES = {
  declarer: (copie: string) =>
    ajouterApres(
      copie,
      'src/collections/Produits/index.ts',
      '  fields: [\n',
      "    { name: 'dimensionsCadre', type: 'text', label: 'Dimensions du cadre', maxLength: 40 },\n" +
        "    { name: 'codeAtelier', type: 'text', label: 'Code de l’atelier', maxLength: 20 },\n",
    ),
  selectionner: (copie: string) => {
    const fichier = 'src/lib/produits/selections.ts'
    ajouterApres(copie, fichier, 'export const CHAMPS_PAGE = {', '\n  dimensionsCadre: true,')
    ajouterApres(
      copie,
      fichier,
      'export const CHAMPS_API = {',
      '\n  dimensionsCadre: true,\n  codeAtelier: true,',
    )
  },
  afficher: (copie: string) =>
    ajouterApres(
      copie,
      'src/components/templates/FicheProduit.tsx',
      '{p.extrait}</p>',
      '\n          {p.dimensionsCadre && <p data-testid="cadre">Cadre : {p.dimensionsCadre}</p>}',
    ),
}

type Sortie = {
  page: Record<string, unknown>
  html: string
  detail: { status: number; corps: Record<string, unknown> }
  liste: { docs: Record<string, unknown>[] }
}

let dossier: string
let copie: string
let modifies: string[]
let typage: { code: number | null; sortie: string }
let lu: Sortie

beforeAll(async () => {
  ;({ dossier, copie } = copierProjet('recette-champ', sonde, ['fixtures.ts']))
  const avant = contenus(copie, ['src'])
  ETAPES.declarer(copie)
  ETAPES.selectionner(copie)
  ETAPES.afficher(copie)
  ;({ typage, lu } = migrerTyperSonder(dossier, copie, 'recette-champ') as {
    typage: typeof typage
    lu: Sortie
  })
  modifies = differents(avant, contenus(copie, ['src']))
}, 600_000)

afterAll(() => {
  if (dossier) fs.rmSync(dossier, { recursive: true, force: true })
})

describe('a product field added by docs/etendre.md’s recipe', () => {
  it('takes three hand-written files, and step 4 regenerates the migration and the types', () => {
    const ecrits = modifies.filter((f) => !/^src\/(migrations\/|payload-types\.ts$)/.test(f))
    expect(ecrits).toEqual([
      'src/collections/Produits/index.ts',
      'src/components/templates/FicheProduit.tsx',
      'src/lib/produits/selections.ts',
    ])
    expect(modifies).toContain('src/payload-types.ts')
    expect(modifies.filter((f) => /^src\/migrations\/\d+_\d+_initial\.ts$/.test(f))).toHaveLength(2)
  })

  it('type-checks with no other line', () => {
    expect(typage.sortie).toBe('')
    expect(typage.code).toBe(0)
  })

  it('is on the product page: its data and the rendered page', () => {
    expect(lu.page.dimensionsCadre).toBe('30 × 40 cm')
    expect(lu.html).toContain('<p data-testid="cadre">Cadre : <!-- -->30 × 40 cm</p>')
    // Added to CHAMPS_API alone: not read for the page.
    expect(lu.page).not.toHaveProperty('codeAtelier')
  })

  it('is in GET /api/produits/{slug}, both the field shared with the page and the API’s own', () => {
    expect(lu.detail.status).toBe(200)
    expect(lu.detail.corps).toMatchObject({ dimensionsCadre: '30 × 40 cm', codeAtelier: 'MC-042' })
  })

  it('is on no card (GET /api/produits)', () => {
    expect(lu.liste.docs).toHaveLength(1)
    expect(lu.liste.docs[0].titre).toBe('Cadre en chêne')
    expect(lu.liste.docs[0]).not.toHaveProperty('dimensionsCadre')
    expect(lu.liste.docs[0]).not.toHaveProperty('codeAtelier')
  })
})
