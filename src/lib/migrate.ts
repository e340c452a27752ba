import type { Migration, Payload } from 'payload'

import { migrations } from '../migrations'
import { schemaPush } from './database'

/** Applies the committed SQLite migrations (a no-op when already applied). MongoDB needs
 *  none; pushed dev and test databases must not be migrated. */
export async function migrateSqlite(payload: Payload): Promise<void> {
  if (payload.db.name !== 'sqlite' || schemaPush()) return
  // The imported list, not the folder: scripts run bundled (scripts/run-ts.mjs) and cannot import .ts files.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}
