import fs from 'node:fs'
import path from 'node:path'

import { ARCHIVE_NAME } from './create'
import type { Summary } from './format'

/** The archives of a folder, newest first, each with the summary written beside it. An archive
 *  without its summary (a copy, an interrupted write) is listed with what its name and size tell. */
export async function listBackups(dir: string): Promise<Summary[]> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[])
  const list: Summary[] = []
  for (const name of names) {
    const match = ARCHIVE_NAME.exec(name)
    if (!match) continue
    const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null)
    if (!stat) continue
    const summary = await fs.promises
      .readFile(path.join(dir, `${name}.json`), 'utf8')
      .then((t) => JSON.parse(t) as Summary)
      .catch(() => null)
    const [date, time] = match[1].split('T')
    const createdAt = `${date}T${time.replace(/^(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, '$1:$2:$3.$4Z')}`
    list.push({
      archive: name,
      createdAt: summary?.createdAt ?? createdAt,
      size: stat.size,
      encrypted: Boolean(match[2]),
      installation: summary?.installation ?? null,
      counts: summary?.counts ?? {},
      files: summary?.files ?? 0,
      complete: summary !== null,
    })
  }
  return list.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** The archive named `name` in `dir`, or null: only a bare archive name, never a path. */
export function backupPath(dir: string, name: string): string | null {
  if (!ARCHIVE_NAME.test(name)) return null
  const file = path.join(dir, name)
  return fs.existsSync(file) ? file : null
}

/** Hours since the newest complete archive (one with its summary), null when there is none. */
export async function lastBackupAge(dir: string, now = new Date()): Promise<number | null> {
  const last = (await listBackups(dir)).find((b) => b.complete)
  if (!last) return null
  return (now.getTime() - new Date(last.createdAt).getTime()) / 3_600_000
}

/** Past this many hours without a backup, /api/ready and the dashboard warn (a daily backup missed). */
export const BACKUP_WARNING_HOURS = 26

export const formatSize = (bytes: number): string => {
  const units = ['o', 'Ko', 'Mo', 'Go']
  let n = bytes
  let u = 0
  while (n >= 1024 && u < units.length - 1) {
    n /= 1024
    u++
  }
  return `${n.toLocaleString('fr-FR', { maximumFractionDigits: u ? 1 : 0 }).replace(/\u202f/g, '\u00a0')}\u00a0${units[u]}`
}
