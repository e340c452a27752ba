import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { expect } from 'vitest'

import type { Places } from '@/lib/sauvegarde/places'
import { closeDatabase, openDatabase } from '@/lib/transfert/instance'
import { mongoContents } from '@/lib/transfert/target'
import { parseDatabaseUri } from '@/lib/transfert/uri'

/** New, empty places under `dir`: a SQLite file or a MongoDB database of its own, and two folders. */
export function lieuxVides(dir: string): Places {
  const root = fs.mkdtempSync(path.join(dir, 'cible-'))
  const mongo = process.env.TEST_MONGO_URI
  let databaseUri = `file:${path.join(root, 'boutique.db')}`
  if (mongo) {
    const url = new URL(mongo)
    url.pathname = `/mc_${randomUUID().replace(/-/g, '').slice(0, 12)}`
    databaseUri = url.toString()
  }
  return { databaseUri, mediaDir: path.join(root, 'media'), privateDir: path.join(root, 'prive'), s3: null }
}

/** What a target holds: documents and files, to show that a refusal wrote nothing. */
export async function rienEcrit(payload: Payload, places: Places) {
  const target = parseDatabaseUri(places.databaseUri)
  if (target.engine === 'sqlite') expect(fs.existsSync(target.file)).toBe(false)
  else {
    const p = await openDatabase(payload.config, target)
    try {
      expect(await mongoContents(p)).toEqual([])
    } finally {
      await closeDatabase(p)
    }
  }
  expect(fs.existsSync(places.mediaDir)).toBe(false)
  expect(fs.existsSync(places.privateDir)).toBe(false)
}
