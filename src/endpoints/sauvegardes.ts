import fs from 'node:fs'
import { Readable } from 'node:stream'

import type { Endpoint } from 'payload'
import { z } from 'zod'

import { adminOnly } from '@/lib/auth'
import {
  ARCHIVE_NAME,
  backupDir,
  backupPassphrase,
  backupPath,
  createBackup,
  lastBackupAge,
  listBackups,
} from '@/lib/sauvegarde'
import { jsonError } from '@/lib/infra/http'

const noStore = { 'Cache-Control': 'no-store' }
const nom = z.string().regex(ARCHIVE_NAME)

/** GET /api/sauvegardes: the archives of the backup folder, newest first, and the last one's age. Admins only. */
const liste: Endpoint = {
  path: '/sauvegardes',
  method: 'get',
  handler: async (req) => {
    const refus = adminOnly(req)
    if (refus) return refus
    const dir = backupDir()
    return Response.json(
      { sauvegardes: await listBackups(dir), ageHeures: await lastBackupAge(dir) },
      { headers: noStore },
    )
  },
}

/** POST /api/sauvegardes: « Sauvegarder maintenant ». Answers once the archive is written. */
const maintenant: Endpoint = {
  path: '/sauvegardes',
  method: 'post',
  handler: async (req) => {
    const refus = adminOnly(req)
    if (refus) return refus
    const { summary } = await createBackup(req.payload.config, {
      to: backupDir(),
      passphrase: backupPassphrase(),
      payload: req.payload,
    })
    return Response.json({ sauvegarde: summary }, { status: 201, headers: noStore })
  },
}

/** GET /api/sauvegardes/{nom}: downloads an archive of the folder. */
const telecharger: Endpoint = {
  path: '/sauvegardes/:nom',
  method: 'get',
  handler: async (req) => {
    const refus = adminOnly(req)
    if (refus) return refus
    const parsed = nom.safeParse(req.routeParams?.nom)
    const file = parsed.success ? backupPath(backupDir(), parsed.data) : null
    if (!file) return jsonError(404, 'Sauvegarde introuvable.')
    const { size } = await fs.promises.stat(file)
    return new Response(Readable.toWeb(fs.createReadStream(file)) as ReadableStream, {
      headers: {
        ...noStore,
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(size),
        'Content-Disposition': `attachment; filename="${parsed.data}"`,
      },
    })
  },
}

export const sauvegardesEndpoints: Endpoint[] = [liste, maintenant, telecharger]
