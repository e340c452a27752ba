import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { majConditionnelle } from '@/lib/infra/concurrency/conditionnel'

import { isDuplicate } from './duplicate'
import { inTurn } from './inTurn'

/** Thrown when the lock stayed held by another caller for the whole wait. */
export class LockTimeout extends Error {
  constructor(readonly key: string) {
    super(`Lock ${key} still held`)
  }
}

export type LockOptions = {
  /** How long a hold lasts if its holder dies without releasing it. */
  leaseMs?: number
  /** How long a caller waits for the lock before giving up (LockTimeout). */
  waitMs?: number
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Takes the lock once: a new row, or the row of a holder whose lease has passed. */
async function tryAcquire(payload: Payload, key: string, token: string, leaseMs: number): Promise<boolean> {
  const expiresAt = new Date(Date.now() + leaseMs).toISOString()
  try {
    await payload.create({
      collection: 'verrous',
      data: { id: key, jeton: token, expireLe: expiresAt },
      overrideAccess: true,
      depth: 0,
    })
    return true
  } catch (err) {
    if (!isDuplicate(err)) throw err
  }
  const held = await payload.findByID({
    collection: 'verrous',
    id: key,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!held || Date.parse(held.expireLe) > Date.now()) return false
  // A dead holder's lease: one caller takes it over, the one whose compare-and-set on its token wins.
  const won = await majConditionnelle(
    payload,
    'verrous',
    {
      cible: { id: { equals: key } },
      where: { jeton: { equals: held.jeton } },
      mongo: { jeton: held.jeton },
    },
    { jeton: token, expireLe: expiresAt },
  )
  return won !== null
}

/**
 * Runs `work` while holding the lock `key`, shared by every process and instance on the database (a row
 * of `verrous` whose id is the key: SQLite's and MongoDB's primary key admit one). Callers of one
 * process queue in turn; across processes they poll. Released after `work`, whatever it gives.
 */
export function withLock<T>(
  payload: Payload,
  key: string,
  work: () => Promise<T>,
  { leaseMs = 120_000, waitMs = 30_000 }: LockOptions = {},
): Promise<T> {
  return inTurn(`lock:${key}`, async () => {
    const token = randomUUID()
    const deadline = Date.now() + waitMs
    while (!(await tryAcquire(payload, key, token, leaseMs))) {
      if (Date.now() > deadline) throw new LockTimeout(key)
      await pause(20 + Math.random() * 80)
    }
    try {
      return await work()
    } finally {
      await payload.db.deleteOne({
        collection: 'verrous',
        where: { and: [{ id: { equals: key } }, { jeton: { equals: token } }] },
        returning: false,
      })
    }
  })
}
