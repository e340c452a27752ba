import { describe, expect, it } from 'vitest'

import type { Summary } from '@/lib/sauvegarde/format'
import { archivesToPrune } from '@/lib/sauvegarde/retention'
import { nextBackupTime } from '@/lib/sauvegarde/schedule'

const archive = (createdAt: string): Summary => ({
  archive: `sauvegarde-${createdAt}.tar.gz`,
  createdAt,
  size: 1,
  encrypted: false,
  installation: 'x',
  counts: {},
  files: 0,
})

/** One archive a day at 03:00 UTC from `from`, for `days` days. */
const daily = (from: string, days: number) =>
  Array.from({ length: days }, (_, i) => {
    const d = new Date(`${from}T03:00:00.000Z`)
    d.setUTCDate(d.getUTCDate() + i)
    return archive(d.toISOString())
  })

const kept = (backups: Summary[], retention: { daily: number; weekly: number; monthly: number }) => {
  const pruned = new Set(archivesToPrune(backups, retention).map((b) => b.archive))
  return backups
    .filter((b) => !pruned.has(b.archive))
    .map((b) => b.createdAt.slice(0, 10))
    .sort()
}

describe('archivesToPrune', () => {
  it('keeps the newest of each of the last N days, weeks (Monday to Sunday) and months', () => {
    // 1 January to 31 March 2026, one a day.
    const backups = daily('2026-01-01', 90)
    expect(kept(backups, { daily: 3, weekly: 0, monthly: 0 })).toEqual([
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
    ])
    // Weeks end on Sundays: 31 March is a Tuesday, 29 and 22 March Sundays.
    expect(kept(backups, { daily: 1, weekly: 3, monthly: 0 })).toEqual([
      '2026-03-22',
      '2026-03-29',
      '2026-03-31',
    ])
    expect(kept(backups, { daily: 1, weekly: 0, monthly: 3 })).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ])
  })

  it('keeps one per day when several were taken the same day, and always the newest', () => {
    const backups = [
      archive('2026-03-31T03:00:00.000Z'),
      archive('2026-03-31T15:00:00.000Z'),
      archive('2026-03-30T03:00:00.000Z'),
    ]
    expect(archivesToPrune(backups, { daily: 2, weekly: 0, monthly: 0 }).map((b) => b.createdAt)).toEqual([
      '2026-03-31T03:00:00.000Z',
    ])
    expect(archivesToPrune(backups, { daily: 0, weekly: 0, monthly: 0 }).length).toBe(2)
  })
})

describe('nextBackupTime', () => {
  it('gives the next full hour that is the chosen hour in Paris, winter and summer time', () => {
    expect(nextBackupTime(3, new Date('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-16T02:00:00.000Z')
    expect(nextBackupTime(3, new Date('2026-07-15T00:30:00Z')).toISOString()).toBe('2026-07-15T01:00:00.000Z')
    expect(nextBackupTime(0, new Date('2026-07-15T21:59:00Z')).toISOString()).toBe('2026-07-15T22:00:00.000Z')
  })
})
