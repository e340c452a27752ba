import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

/**
 * A Payload instance on a database of its own: a temporary SQLite file, or a fresh database on the
 * MongoDB server named by TEST_MONGO_URI (npm run test:mongo). Call once per test file.
 */
export async function getTestPayload(): Promise<{ payload: Payload; cleanup: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-int-'))
  const mongo = process.env.TEST_MONGO_URI
  if (mongo) {
    const url = new URL(mongo)
    url.pathname = `/mc_${randomUUID().replace(/-/g, '').slice(0, 12)}`
    process.env.DATABASE_URI = url.toString()
  } else {
    process.env.DATABASE_URI = `file:${path.join(dir, 'test.db')}`
  }
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.PRIVATE_MEDIA_DIR = path.join(dir, 'telechargements')
  process.env.PAYLOAD_SECRET ??= 'secret-de-test'
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  return {
    payload,
    cleanup: async () => {
      await payload.destroy?.()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
