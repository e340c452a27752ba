import { createHash } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { lireFormatsBoutique } from '@/lib/catalogue'

import { COLONNES, type CibleImport, type Colonne, type Contexte } from './colonnes'
import { FichierIllisible, lireFichier, type Fichier, type LigneFichier, type Probleme } from './lecture'
import { lireTermes } from './taxonomies'

type Doc = Record<string, unknown> & { id: number | string }
export type Changement = { colonne: string; avant: string; apres: string }
export type LignePlan = {
  ligne: number
  slug: string
  resultat: 'cree' | 'modifie' | 'inchange'
  changements: Changement[]
  /** Set for an update: the document and its stored values before the import. */
  existant?: Doc
  /** The stored values the import writes (changed fields only for an update). */
  donnees: Record<string, unknown>
}
export type Analyse =
  | { ok: true; cible: CibleImport; lignes: LignePlan[]; empreinte: string }
  | { ok: false; problemes: Probleme[] }

/** More than a catalogue holds: a larger file is surely not a catalogue export. */
export const LIGNES_MAX = 5000

async function lireExistants(req: PayloadRequest, cible: CibleImport): Promise<Map<string, Doc>> {
  const { docs } = await req.payload.find({
    collection: cible,
    pagination: false,
    depth: 0,
    // Products: the latest version, a pending draft included, as the editor sees it in the admin.
    draft: cible === 'produits',
    overrideAccess: false,
    req,
  })
  return new Map((docs as unknown as Doc[]).map((d) => [String(d.slug), d]))
}

function verifierEntete(fichier: Fichier, colonnes: Colonne[], premiere: number): Probleme[] {
  const noms = colonnes.map((c) => c.nom)
  const problemes = fichier.colonnes
    .filter((c) => !noms.includes(c))
    .map((c) => ({
      ligne: premiere,
      colonne: c,
      raison: `Colonne inconnue\u00a0; colonnes possibles\u00a0: ${noms.join(', ')}.`,
    }))
  if (!fichier.colonnes.includes('slug'))
    problemes.push({ ligne: premiere, colonne: 'slug', raison: 'La colonne slug est obligatoire.' })
  if (fichier.lignes.length === 0)
    problemes.push({ ligne: premiere, colonne: '', raison: 'Le fichier ne contient aucune ligne.' })
  if (fichier.lignes.length > LIGNES_MAX)
    problemes.push({ ligne: premiere, colonne: '', raison: `${LIGNES_MAX} lignes au plus par fichier.` })
  return problemes
}

/** Checks one row and, when it is valid, says what it changes. */
function analyserLigne(
  l: LigneFichier,
  colonnes: Colonne[],
  ctx: Contexte,
  existant: Doc | undefined,
): { problemes: Probleme[]; plan?: LignePlan } {
  const problemes: Probleme[] = []
  const valeurs: Record<string, unknown> = {}
  for (const c of colonnes) {
    if (!c.valeur || !(c.nom in l.cellules)) continue
    const r = c.valeur(ctx).safeParse(l.cellules[c.nom])
    if (r.success) valeurs[c.nom] = r.data
    else for (const i of r.error.issues) problemes.push({ ligne: l.ligne, colonne: c.nom, raison: i.message })
  }
  if (!existant)
    for (const c of colonnes.filter((c) => c.requis && !(c.nom in l.cellules)))
      problemes.push({ ligne: l.ligne, colonne: c.nom, raison: 'Requis pour créer un nouvel élément.' })
  if (problemes.length) return { problemes }
  const changements: Changement[] = []
  const donnees: Record<string, unknown> = {}
  for (const [nom, valeur] of Object.entries(valeurs)) {
    const c = colonnes.find((x) => x.nom === nom)!
    const avant = existant ? c.lire(existant, ctx) : ''
    const apres = c.lire({ [nom]: valeur }, ctx)
    if (avant === apres && existant) continue
    changements.push({ colonne: nom, avant, apres })
    donnees[nom] = valeur
  }
  const resultat = !existant ? 'cree' : changements.length ? 'modifie' : 'inchange'
  return {
    problemes,
    plan: { ligne: l.ligne, slug: String(valeurs.slug), resultat, changements, existant, donnees },
  }
}

const doublons = (lignes: LigneFichier[]): Probleme[] => {
  const vus = new Map<string, number>()
  const problemes: Probleme[] = []
  for (const l of lignes) {
    const s = (l.cellules.slug ?? '').trim()
    const avant = vus.get(s)
    if (s && avant !== undefined)
      problemes.push({ ligne: l.ligne, colonne: 'slug', raison: `Slug déjà présent ligne ${avant}.` })
    else vus.set(s, l.ligne)
  }
  return problemes
}

/** What the plan changes, so that « Appliquer » writes exactly what the dry run showed. */
const empreinteDe = (lignes: LignePlan[]) =>
  createHash('sha256')
    .update(JSON.stringify(lignes.map(({ slug, resultat, changements }) => [slug, resultat, changements])))
    .digest('hex')

/**
 * Reads a catalogue file and checks EVERY row before anything is written: the answer is either the
 * list of each bad row's line, column and reason, or the plan (created, updated, unchanged, each field
 * old → new). Nothing here writes.
 */
export async function analyserImport(
  req: PayloadRequest,
  cible: CibleImport,
  texte: string,
  format: 'csv' | 'json',
): Promise<Analyse> {
  let fichier: Fichier
  try {
    fichier = lireFichier(texte, format)
  } catch (err) {
    if (err instanceof FichierIllisible)
      return { ok: false, problemes: [{ ligne: 1, colonne: '', raison: err.message }] }
    throw err
  }
  const colonnes = COLONNES[cible]
  const entete = verifierEntete(fichier, colonnes, format === 'csv' ? 1 : 0)
  if (entete.length) return { ok: false, problemes: entete }
  const [termes, formats, existants] = await Promise.all([
    lireTermes(req),
    lireFormatsBoutique(req.payload).then((f) => f.map((x) => x.code)),
    lireExistants(req, cible),
  ])
  const ctx = { termes, formats }
  const problemes = doublons(fichier.lignes)
  const lignes: LignePlan[] = []
  for (const l of fichier.lignes) {
    const r = analyserLigne(l, colonnes, ctx, existants.get((l.cellules.slug ?? '').trim()))
    problemes.push(...r.problemes)
    if (r.plan) lignes.push(r.plan)
  }
  // In the file's order: line, then column as the editor sees them in the spreadsheet.
  const rang = (c: string) => fichier.colonnes.indexOf(c)
  problemes.sort((a, b) => a.ligne - b.ligne || rang(a.colonne) - rang(b.colonne))
  if (problemes.length) return { ok: false, problemes }
  return { ok: true, cible, lignes, empreinte: empreinteDe(lignes) }
}
