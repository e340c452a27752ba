import type { Payload } from 'payload'

import { existe } from './copie'
import { NON_COPIEES } from './ordre'

/** One line of the closing table: documents on each side. */
export type Ligne = { nom: string; source: number; cible: number; note?: string }

/** Counts of every collection, its versions and every global, read on both sides by the adapters. */
export async function compter(source: Payload, cible: Payload): Promise<Ligne[]> {
  const lignes: Ligne[] = []
  for (const c of source.config.collections) {
    const [s, t] = await Promise.all(
      [source, cible].map(async (p) => (await p.db.count({ collection: c.slug })).totalDocs),
    )
    lignes.push({ nom: c.slug, source: s, cible: t, note: NON_COPIEES[c.slug] })
    if (c.versions) {
      const [sv, tv] = await Promise.all(
        [source, cible].map(async (p) => (await p.db.countVersions({ collection: c.slug })).totalDocs),
      )
      lignes.push({ nom: `${c.slug} (versions)`, source: sv, cible: tv })
    }
  }
  for (const g of source.config.globals) {
    const [s, t] = await Promise.all(
      [source, cible].map(async (p) => (existe(await p.db.findGlobal({ slug: g.slug })) ? 1 : 0)),
    )
    lignes.push({ nom: `${g.slug} (global)`, source: s, cible: t })
    if (g.versions) {
      const [sv, tv] = await Promise.all(
        [source, cible].map(async (p) => (await p.db.countGlobalVersions({ global: g.slug })).totalDocs),
      )
      lignes.push({ nom: `${g.slug} (global, versions)`, source: sv, cible: tv })
    }
  }
  return lignes
}

const nombre = (n: number) => n.toLocaleString('fr-FR').replace(/\u202f/g, '\u00a0')

/** The table printed at the end: `nom   source → cible`, a ≠ where a copied count differs. */
export function tableau(lignes: Ligne[]): string[] {
  const largeur = Math.max(10, ...lignes.map((l) => l.nom.length))
  const colonne = Math.max(6, ...lignes.map((l) => nombre(Math.max(l.source, l.cible)).length))
  const entete = `${'Collection'.padEnd(largeur)}  ${'source'.padStart(colonne)} → cible`
  return [
    entete,
    '─'.repeat(entete.length + 2),
    ...lignes.map((l) => {
      const ecart = !l.note && l.source !== l.cible ? '  ≠' : ''
      const note = l.note ? `  (non copiée : ${l.note})` : ''
      return `${l.nom.padEnd(largeur)}  ${nombre(l.source).padStart(colonne)} → ${nombre(l.cible).padStart(colonne)}${ecart}${note}`
    }),
  ]
}

export const ecarts = (lignes: Ligne[]): Ligne[] => lignes.filter((l) => !l.note && l.source !== l.cible)
