import fs from 'node:fs'
import path from 'node:path'

import type { Summary } from './format'

/** How many archives to keep: the newest of each of the last `daily` days, `weekly` weeks and
 *  `monthly` months that have one (grandfather-father-son, as restic's `forget --keep-*`). */
export type Retention = { daily: number; weekly: number; monthly: number }

const day = (d: Date) => d.toISOString().slice(0, 10)
const month = (d: Date) => d.toISOString().slice(0, 7)
/** The Monday of the date's week (UTC), which names the week. */
function week(d: Date): string {
  const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()))
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7))
  return day(monday)
}

/** The archives to delete from a list (any order): the newest is always kept. */
export function archivesToPrune(backups: Summary[], retention: Retention): Summary[] {
  const sorted = [...backups].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  const keep = new Set<string>(sorted.slice(0, 1).map((b) => b.archive))
  for (const [count, period] of [
    [retention.daily, day],
    [retention.weekly, week],
    [retention.monthly, month],
  ] as const) {
    const seen = new Set<string>()
    for (const b of sorted) {
      const key = period(new Date(b.createdAt))
      if (seen.has(key)) continue
      if (seen.size >= count) break
      seen.add(key)
      keep.add(b.archive)
    }
  }
  return sorted.filter((b) => !keep.has(b.archive))
}

/** Deletes the pruned archives and their summaries; returns their names. */
export async function pruneBackups(dir: string, backups: Summary[], retention: Retention): Promise<string[]> {
  const pruned = archivesToPrune(backups, retention)
  for (const b of pruned)
    for (const name of [b.archive, `${b.archive}.json`])
      await fs.promises.rm(path.join(dir, name), { force: true })
  return pruned.map((b) => b.archive)
}
