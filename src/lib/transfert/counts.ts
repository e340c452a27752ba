import type { Payload } from 'payload'

import { exists } from './copy'
import { NOT_COPIED } from './order'

/** One line of the closing table: documents on each side. */
export type CountRow = { name: string; source: number; target: number; note?: string }

/** Counts of every collection, its versions and every global, read on both sides by the adapters. */
export async function countAll(source: Payload, target: Payload): Promise<CountRow[]> {
  const rows: CountRow[] = []
  for (const c of source.config.collections) {
    const [s, t] = await Promise.all(
      [source, target].map(async (p) => (await p.db.count({ collection: c.slug })).totalDocs),
    )
    rows.push({ name: c.slug, source: s, target: t, note: NOT_COPIED[c.slug] })
    if (c.versions) {
      const [sourceVersions, targetVersions] = await Promise.all(
        [source, target].map(async (p) => (await p.db.countVersions({ collection: c.slug })).totalDocs),
      )
      rows.push({ name: `${c.slug} (versions)`, source: sourceVersions, target: targetVersions })
    }
  }
  for (const g of source.config.globals) {
    const [s, t] = await Promise.all(
      [source, target].map(async (p) => (exists(await p.db.findGlobal({ slug: g.slug })) ? 1 : 0)),
    )
    rows.push({ name: `${g.slug} (global)`, source: s, target: t })
    if (g.versions) {
      const [sourceVersions, targetVersions] = await Promise.all(
        [source, target].map(async (p) => (await p.db.countGlobalVersions({ global: g.slug })).totalDocs),
      )
      rows.push({ name: `${g.slug} (global, versions)`, source: sourceVersions, target: targetVersions })
    }
  }
  return rows
}

const formatCount = (n: number) => n.toLocaleString('fr-FR').replace(/\u202f/g, '\u00a0')

/** The table printed at the end: `nom   source → cible`, a ≠ where a copied count differs. */
export function countTable(rows: CountRow[]): string[] {
  const width = Math.max(10, ...rows.map((r) => r.name.length))
  const column = Math.max(6, ...rows.map((r) => formatCount(Math.max(r.source, r.target)).length))
  const header = `${'Collection'.padEnd(width)}  ${'source'.padStart(column)} → cible`
  return [
    header,
    '─'.repeat(header.length + 2),
    ...rows.map((r) => {
      const mismatch = !r.note && r.source !== r.target ? '  ≠' : ''
      const note = r.note ? `  (non copiée : ${r.note})` : ''
      return `${r.name.padEnd(width)}  ${formatCount(r.source).padStart(column)} → ${formatCount(r.target).padStart(column)}${mismatch}${note}`
    }),
  ]
}

export const mismatches = (rows: CountRow[]): CountRow[] =>
  rows.filter((r) => !r.note && r.source !== r.target)
