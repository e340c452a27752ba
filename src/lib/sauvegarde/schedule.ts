import type { Payload, TaskConfig, Where } from 'payload'

import type { Reglage } from '@/payload-types'

import { isFirstHolder } from '../infra/concurrency'
import { listBackups } from './catalog'
import { backupDir, backupPassphrase, createBackup } from './create'
import { pruneBackups, type Retention } from './retention'

/** The task of Payload's jobs queue that runs the automatic backup (src/lib/sauvegarde/scheduler.ts). */
export const BACKUP_TASK = 'sauvegarde' as const

export type BackupSettings = Retention & { enabled: boolean; hour: number }

const DEFAULTS: BackupSettings = { enabled: true, hour: 3, daily: 7, weekly: 4, monthly: 12 }

/** The Réglages' « Sauvegardes » tab, with its defaults for a shop that never saved it. */
export async function backupSettings(payload: Payload): Promise<BackupSettings> {
  const settings = (await payload.findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })) as Reglage
  const s = settings.sauvegardes ?? {}
  return {
    enabled: s.actives ?? DEFAULTS.enabled,
    hour: s.heure ?? DEFAULTS.hour,
    daily: s.quotidiennes ?? DEFAULTS.daily,
    weekly: s.hebdomadaires ?? DEFAULTS.weekly,
    monthly: s.mensuelles ?? DEFAULTS.monthly,
  }
}

const parisHour = new Intl.DateTimeFormat('en-GB', {
  hour: 'numeric',
  hourCycle: 'h23',
  timeZone: 'Europe/Paris',
})

/** The next full hour after `now` that is `hour` o'clock in Paris (summer time included). */
export function nextBackupTime(hour: number, now = new Date()): Date {
  const t = new Date(now)
  t.setUTCMinutes(0, 0, 0)
  for (let i = 0; i < 50; i++) {
    t.setUTCHours(t.getUTCHours() + 1)
    if (Number(parisHour.format(t)) === hour) return t
  }
  throw new Error(`Heure de sauvegarde invalide : ${hour}`)
}

/** The backup, then the archives beyond the retention deleted. The newest is never deleted. */
export async function runScheduledBackup(payload: Payload): Promise<{ archive: string; pruned: string[] }> {
  const settings = await backupSettings(payload)
  const dir = backupDir()
  const { archive } = await createBackup(payload.config, { to: dir, passphrase: backupPassphrase(), payload })
  const pruned = await pruneBackups(dir, await listBackups(dir), settings)
  payload.logger.info(
    `Sauvegarde automatique : ${archive}${pruned.length ? `, ${pruned.length} ancienne(s) supprimée(s)` : ''}`,
  )
  return { archive, pruned }
}

export const backupTask: TaskConfig = {
  slug: BACKUP_TASK,
  label: 'Sauvegarde automatique',
  retries: 1,
  handler: async ({ req }) => {
    await runScheduledBackup(req.payload)
    return { output: {} }
  },
}

const pending: Where = {
  and: [
    { taskSlug: { equals: BACKUP_TASK } },
    { completedAt: { exists: false } },
    { hasError: { not_equals: true } },
  ],
}

/**
 * Keeps exactly one automatic backup queued, at the next hour the Réglages name (moved when the hour
 * changes); none when automatic backups are off. Called by each scheduler pass, before the due jobs
 * run; of two servers queueing at once, the later one withdraws its job.
 */
export async function scheduleBackup(payload: Payload, now = new Date()): Promise<void> {
  const settings = await backupSettings(payload)
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: pending,
    depth: 0,
    limit: 10,
    pagination: false,
    overrideAccess: true,
  })
  const waiting = docs.filter((j) => !j.processing)
  if (!settings.enabled) {
    // By a where, not by id: the MongoDB-compatible test server refuses findOneAndDelete.
    if (waiting.length)
      await payload.delete({
        collection: 'payload-jobs',
        where: { id: { in: waiting.map((j) => j.id) } },
        overrideAccess: true,
      })
    return
  }
  const next = nextBackupTime(settings.hour, now).toISOString()
  if (docs.length) {
    for (const j of waiting)
      if (j.waitUntil && new Date(j.waitUntil).getTime() > now.getTime() && j.waitUntil !== next)
        await payload.update({
          collection: 'payload-jobs',
          id: j.id,
          data: { waitUntil: next },
          overrideAccess: true,
        })
    return
  }
  const job = await payload.jobs.queue({ task: BACKUP_TASK, input: {}, waitUntil: new Date(next) })
  if (!(await isFirstHolder(payload, 'payload-jobs', pending, job.id)))
    await payload.delete({
      collection: 'payload-jobs',
      where: { id: { equals: job.id } },
      overrideAccess: true,
    })
}
