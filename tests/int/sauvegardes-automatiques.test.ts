// Automatic backups and the « Sauvegardes » endpoints (src/lib/sauvegarde/schedule.ts,
// src/endpoints/sauvegardes.ts): admins only; the Réglages' hour queues one job, which the scheduler's
// pass runs and which prunes the archives beyond the retention; /api/ready reports the last one's age.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listBackups } from '@/lib/sauvegarde/catalog'
import { scheduleBackup } from '@/lib/sauvegarde/schedule'
import { runDueJobs } from '@/lib/infra/operations/runDueJobs'
import { backupFreshness } from '@/lib/sauvegarde/readiness'

import { createStaff } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
let dir: string
const tokens = { admin: '', editeur: '' }

async function call(who: 'admin' | 'editeur' | 'anonyme', method: string, chemin: string) {
  const headers: Record<string, string> = {}
  if (who !== 'anonyme') headers.authorization = `JWT ${tokens[who]}`
  const res = await handleEndpoints({
    config: payload.config,
    request: new Request(`http://localhost/api${chemin}`, { method, headers }),
  })
  const octets = Buffer.from(await res.arrayBuffer())
  let json: { error?: string } & Record<string, unknown> = {}
  try {
    json = JSON.parse(octets.toString())
  } catch {
    /* a downloaded archive */
  }
  return { status: res.status, json, octets }
}

const pendingJobs = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'sauvegarde' } }, { completedAt: { exists: false } }] },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

beforeAll(async () => {
  ;({ payload, cleanup } = await getTestPayload())
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-sauvegardes-'))
  process.env.BACKUP_DIR = dir
  delete process.env.BACKUP_PASSPHRASE
  await createStaff(payload)
  for (const who of ['admin', 'editeur'] as const)
    tokens[who] = (
      await payload.login({
        collection: 'users',
        data: { email: `${who}@test.example`, password: 'motdepasse-test-1' },
      })
    ).token!
})
afterAll(async () => {
  delete process.env.BACKUP_DIR
  await cleanup?.()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

describe('Sauvegardes endpoints', () => {
  it('refuses anonymous visitors (401) and editors (403) on the list, « Sauvegarder maintenant » and downloads', async () => {
    fs.writeFileSync(path.join(dir, 'sauvegarde-2026-01-01T03-00-00-000Z.tar.gz'), 'x')
    for (const [method, chemin] of [
      ['GET', '/sauvegardes'],
      ['POST', '/sauvegardes'],
      ['GET', '/sauvegardes/sauvegarde-2026-01-01T03-00-00-000Z.tar.gz'],
    ]) {
      expect(await call('anonyme', method, chemin)).toMatchObject({
        status: 401,
        json: { error: 'Connexion requise.' },
      })
      expect(await call('editeur', method, chemin)).toMatchObject({
        status: 403,
        json: { error: 'Accès refusé.' },
      })
    }
    fs.rmSync(path.join(dir, 'sauvegarde-2026-01-01T03-00-00-000Z.tar.gz'))
    expect(await listBackups(dir)).toEqual([])
  })

  it('lets an admin back up now, list the archive with its counts and download its bytes', async () => {
    const cree = await call('admin', 'POST', '/sauvegardes')
    expect(cree.status).toBe(201)
    const liste = await call('admin', 'GET', '/sauvegardes')
    expect(liste.status).toBe(200)
    const [archive] = liste.json.sauvegardes as {
      archive: string
      size: number
      counts: Record<string, number>
    }[]
    expect(archive.counts.users).toBe(3)
    expect(liste.json.ageHeures).toBeLessThan(1)
    const telechargee = await call('admin', 'GET', `/sauvegardes/${archive.archive}`)
    expect(telechargee.status).toBe(200)
    expect(telechargee.octets.equals(fs.readFileSync(path.join(dir, archive.archive)))).toBe(true)
    for (const nom of ['../../etc/passwd', 'inconnue.tar.gz', 'sauvegarde-2020-01-01T00-00-00-000Z.tar.gz'])
      expect(await call('admin', 'GET', `/sauvegardes/${encodeURIComponent(nom)}`)).toMatchObject({
        status: 404,
        json: { error: 'Sauvegarde introuvable.' },
      })
  })
})

describe('automatic backups', () => {
  it('queues one job at the Réglages’ hour (Paris), moves it when the hour changes, none when off', async () => {
    await payload.updateGlobal({ slug: 'reglages', data: { sauvegardes: { heure: 4 } } })
    const now = new Date('2026-07-10T12:30:00Z') // 14:30 in Paris (summer time)
    await scheduleBackup(payload, now)
    await scheduleBackup(payload, now)
    let jobs = await pendingJobs()
    expect(jobs.map((j) => j.waitUntil)).toEqual(['2026-07-11T02:00:00.000Z'])
    await payload.updateGlobal({ slug: 'reglages', data: { sauvegardes: { heure: 23 } } })
    await scheduleBackup(payload, now)
    jobs = await pendingJobs()
    expect(jobs.map((j) => j.waitUntil)).toEqual(['2026-07-10T21:00:00.000Z'])
    await payload.updateGlobal({ slug: 'reglages', data: { sauvegardes: { actives: false } } })
    await scheduleBackup(payload, now)
    expect(await pendingJobs()).toEqual([])
  })

  it('runs the due backup in the scheduler’s pass and prunes beyond the retention', async () => {
    for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f))
    // Ten days of old archives (with their summaries), then the retention: 2 daily, 1 weekly, 0 monthly.
    for (let d = 1; d <= 10; d++) {
      const nom = `sauvegarde-2026-01-${String(d).padStart(2, '0')}T03-00-00-000Z.tar.gz`
      fs.writeFileSync(path.join(dir, nom), 'ancienne')
      fs.writeFileSync(
        path.join(dir, `${nom}.json`),
        JSON.stringify({
          createdAt: `2026-01-${String(d).padStart(2, '0')}T03:00:00.000Z`,
          installation: 'x',
          files: 1,
          counts: {},
        }),
      )
    }
    await payload.updateGlobal({
      slug: 'reglages',
      data: { sauvegardes: { actives: true, heure: 3, quotidiennes: 2, hebdomadaires: 1, mensuelles: 0 } },
    })
    const avant = (await listBackups(dir)).length
    await scheduleBackup(payload)
    const [job] = await pendingJobs()
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect(await runDueJobs(payload)).toEqual({ started: 1 })
    const apres = await listBackups(dir)
    // Kept: today's new archive and the newest of the day before that has one (2 days); this week's newest
    // is today's. The nine others and their summaries are deleted.
    expect(avant).toBe(10)
    expect(apres.length).toBe(2)
    expect(apres[0].createdAt.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10))
    expect(apres[1].archive).toBe('sauvegarde-2026-01-10T03-00-00-000Z.tar.gz')
    expect(fs.existsSync(path.join(dir, 'sauvegarde-2026-01-01T03-00-00-000Z.tar.gz.json'))).toBe(false)
  })

  it('reports on /api/ready the age of the last backup, with a warning past 26 h', async () => {
    expect(await backupFreshness(dir)).toMatchObject({ alerte: false })
    const dans27h = new Date(Date.now() + 27 * 3_600_000)
    expect(await backupFreshness(dir, dans27h)).toMatchObject({ alerte: true })
    expect((await backupFreshness(dir, dans27h)).ageHeures).toBeGreaterThan(26)
    const vide = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-sans-sauvegarde-'))
    expect(await backupFreshness(vide)).toEqual({ ageHeures: null, alerte: true })
    fs.rmSync(vide, { recursive: true })
  })
})
