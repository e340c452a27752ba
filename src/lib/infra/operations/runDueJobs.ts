import type { Payload, PayloadRequest, Where } from 'payload'

import { majConditionnelle } from '@/lib/infra/concurrency'

/** Jobs taken per pass; the rest wait for the next one. */
export const JOBS_PER_PASS = 10

/** Due jobs of the default queue, as Payload's runner selects them (payload/dist/queues/operations/runJobs). */
const dueJobs = (now: string): Where => ({
  and: [
    { completedAt: { exists: false } },
    { hasError: { not_equals: true } },
    { processing: { equals: false } },
    { queue: { equals: 'default' } },
    { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than: now } }] },
  ],
})

/**
 * One pass of the jobs queue that runs each due job exactly once, however many servers pass at the
 * same time. Payload's own runner claims its jobs by reading them and then marking them `processing`
 * (two writes, not one), so two instances passing together could both run a job. Here each job is
 * claimed by a compare-and-set on `processing: false` (src/lib/infra/concurrency/conditionnel.ts) that exactly
 * one pass wins, and only the winner runs it, through Payload's runner by id. Returns how many ran.
 */
export async function runDueJobs(
  payload: Payload,
  { req, limit = JOBS_PER_PASS }: { req?: PayloadRequest; limit?: number } = {},
): Promise<{ started: number }> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: dueJobs(new Date().toISOString()),
    sort: 'createdAt',
    limit,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {},
  })
  let started = 0
  for (const { id } of docs) {
    const won = await majConditionnelle(
      payload,
      'payload-jobs',
      {
        cible: { id: { equals: id } },
        where: { processing: { equals: false } },
        mongo: { processing: false },
      },
      { processing: true },
    )
    if (won === null) continue
    await payload.jobs.runByID({ id, req, overrideAccess: true, silent: true })
    started++
  }
  return { started }
}
