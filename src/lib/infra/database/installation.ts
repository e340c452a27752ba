import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

const FORMAT = /^[A-Za-z0-9_-]{8,64}$/
const reads = new WeakMap<Payload, Promise<string>>()

async function readOrCreate(payload: Payload): Promise<string> {
  const read = async () =>
    (
      (await payload.findGlobal({ slug: 'installation', depth: 0, overrideAccess: true })) as {
        identifiant?: string | null
      }
    ).identifiant ?? ''
  const existing = await read()
  if (FORMAT.test(existing)) return existing
  // First start: `npm start` prepares the database (scripts/prepare.ts) before any server runs, so
  // one process writes it; the value read back is the one every later read sees.
  await payload.updateGlobal({
    slug: 'installation',
    data: { identifiant: randomBytes(9).toString('base64url') },
    depth: 0,
    overrideAccess: true,
  })
  const written = await read()
  if (!FORMAT.test(written)) throw new Error('Identifiant d’installation illisible.')
  return written
}

/** This database's identifier (src/globals/Installation.ts), created at the first call. */
export function installationId(payload: Payload): Promise<string> {
  let id = reads.get(payload)
  if (!id) {
    id = readOrCreate(payload)
    id.catch(() => reads.delete(payload))
    reads.set(payload, id)
  }
  return id
}
