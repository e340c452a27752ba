import { parse } from 'csv-parse/sync'

import { SEPARATEUR } from './colonnes'

/** A row of an uploaded file: its line (CSV, header = 1) or position (JSON, first = 1), and its cells. */
export type LigneFichier = { ligne: number; cellules: Record<string, string> }
export type Fichier = { colonnes: string[]; lignes: LigneFichier[] }
export type Probleme = { ligne: number; colonne: string; raison: string }

export class FichierIllisible extends Error {}

/** A JSON value as the cell a CSV would hold: lists joined, numbers in French (12,5 → « 12,5 »). */
function cellule(v: unknown): string {
  if (Array.isArray(v)) return v.map(cellule).join(SEPARATEUR)
  if (typeof v === 'number') return String(v).replace('.', ',')
  if (v && typeof v === 'object') {
    const f = v as { code?: unknown; prix?: unknown }
    return f.prix ? `${cellule(f.code)}=${cellule(f.prix)}` : cellule(f.code)
  }
  return v == null ? '' : String(v)
}

/** CSV written by a spreadsheet in French uses « ; » (the comma is the decimal mark); else « , ». */
const separateur = (texte: string) => {
  const entete = texte.split(/\r?\n/, 1)[0] ?? ''
  return entete.includes(';') && !entete.includes(',') ? ';' : ','
}

function lireCsv(texte: string): Fichier {
  const delimiter = separateur(texte.replace(/^\uFEFF/, ''))
  let enregistrements: { record: Record<string, string>; info: { lines: number } }[]
  try {
    enregistrements = parse(texte, {
      bom: true,
      columns: (entete: string[]) => entete.map((c) => c.trim()),
      delimiter,
      info: true,
      skip_empty_lines: true,
      trim: false,
    })
  } catch (err) {
    throw new FichierIllisible(`Fichier CSV illisible\u00a0: ${(err as Error).message}`)
  }
  const premiere = parse(texte, { bom: true, delimiter, to_line: 1 }) as string[][]
  return {
    colonnes: (premiere[0] ?? []).map((c) => c.trim()),
    // `lines` is the record's last line: a quoted cell may span several.
    lignes: enregistrements.map(({ record, info }) => ({ ligne: info.lines, cellules: record })),
  }
}

function lireJson(texte: string): Fichier {
  let donnees: unknown
  try {
    donnees = JSON.parse(texte.replace(/^\uFEFF/, ''))
  } catch {
    throw new FichierIllisible('Fichier JSON illisible\u00a0: le contenu n’est pas un JSON valide.')
  }
  if (!Array.isArray(donnees) || donnees.some((d) => !d || typeof d !== 'object' || Array.isArray(d)))
    throw new FichierIllisible('Le fichier JSON doit être une liste d’objets, un par ligne du catalogue.')
  const colonnes = [...new Set(donnees.flatMap((d) => Object.keys(d)))]
  return {
    colonnes,
    lignes: donnees.map((d, i) => ({
      ligne: i + 1,
      cellules: Object.fromEntries(Object.entries(d as object).map(([k, v]) => [k, cellule(v)])),
    })),
  }
}

export function lireFichier(texte: string, format: 'csv' | 'json'): Fichier {
  return format === 'csv' ? lireCsv(texte) : lireJson(texte)
}
