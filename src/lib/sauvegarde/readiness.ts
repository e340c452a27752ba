import type { Payload } from 'payload'

import { BACKUP_WARNING_HOURS, lastBackupAge } from '@/lib/sauvegarde/catalog'
import { backupDir } from '@/lib/sauvegarde/create'
import { redis } from '@/lib/infra/redis'
import { checkBuckets, storageConfig } from '@/lib/infra/storage'

import { isStopping } from '../infra/operations'

/** A part's status; the values are those /api/ready answers (docs/EXPLOITATION.md). */
export type PartStatus = 'ok' | 'injoignable' | 'arret'
export type Readiness = { ready: boolean; parts: Record<string, PartStatus> }

const CHECK_TIMEOUT_MS = 2_000

/** Resolves with the check's outcome, or 'injoignable' after the delay (a hung database is down). */
async function check(attempt: () => Promise<unknown>): Promise<PartStatus> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<PartStatus>((resolve) => {
    timer = setTimeout(() => resolve('injoignable'), CHECK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([attempt().then(() => 'ok' as const), timeout])
  } catch {
    return 'injoignable'
  } finally {
    clearTimeout(timer)
  }
}

/**
 * What `/api/ready` reports: every part the shop needs, reachable: the database, Redis when
 * REDIS_URL is set, the counters' Redis when REDIS_LIMITS_URL is set, the S3 buckets when S3_BUCKET is set (docs/EXPLOITATION.md).
 * A stopping process is not ready, so that a balancer drains it.
 */
export async function readiness(payload: Payload): Promise<Readiness> {
  if (isStopping()) return { ready: false, parts: { processus: 'arret' } }
  const parts: Record<string, PartStatus> = {
    base: await check(() => payload.db.count({ collection: 'users', where: {} })),
  }
  // The shared cache and limits: a PING on the process's connection. The shop still serves meanwhile
  // (cached pages, per-process limits), but a balancer should prefer an instance that sees Redis.
  if (process.env.REDIS_URL?.trim())
    parts.redis = await check(async () => {
      const client = await redis()
      if (!client?.isReady) throw new Error('Redis déconnecté')
      await client.ping()
    })
  // The rate-limit counters' own Redis (REDIS_LIMITS_URL): without it each instance counts alone.
  const limits = process.env.REDIS_LIMITS_URL?.trim()
  if (limits)
    parts.limites = await check(async () => {
      const client = await redis(limits)
      if (!client?.isReady) throw new Error('Redis des limites déconnecté')
      await client.ping()
    })
  // The buckets of images and print files when S3_BUCKET is set: without them no upload, no scene, no download.
  const s3 = storageConfig()
  if (s3) parts.stockage = await check(() => checkBuckets(s3))
  return { ready: Object.values(parts).every((p) => p === 'ok'), parts }
}

const PART_LABELS: Record<string, string> = {
  base: 'la base de données',
  redis: 'Redis',
  limites: 'le Redis des limites de débit',
  stockage: 'le stockage des fichiers (S3)',
  processus: 'le serveur, qui s’arrête',
}

/** The French error of a report that is not ready: the failing parts by name. */
export function readinessMessage(r: Readiness): string {
  const failing = Object.entries(r.parts)
    .filter(([, status]) => status !== 'ok')
    .map(([name]) => PART_LABELS[name] ?? name)
  return `Service indisponible\u00a0: ${failing.join(', ')}.`
}

/** The last good backup, as /api/ready reports it beside the parts: its age in hours (null: none yet)
 *  and a warning past 26 h. It does not make an instance unready: a balancer has nothing to drain. */
export type BackupFreshness = { ageHeures: number | null; alerte: boolean }

export async function backupFreshness(dir: string = backupDir(), now = new Date()): Promise<BackupFreshness> {
  const age = await lastBackupAge(dir, now)
  return {
    ageHeures: age === null ? null : Math.round(age * 10) / 10,
    alerte: age === null || age > BACKUP_WARNING_HOURS,
  }
}
