import {
  BasePayload,
  type DatabaseAdapterObj,
  type Migration,
  type Payload,
  type SanitizedConfig,
} from 'payload'

import { migrations } from '../../migrations'
import { databaseAdapter } from '../infra/database'
import type { Database } from './uri'

type Options = {
  /** SQLite target: the committed migrations are applied, as `npm start` would (a new file). */
  migrate?: boolean
  /** Payload's log level (`silent` unless DEBUG: the command prints its own lines). */
  logLevel?: 'silent' | 'info'
}

/**
 * A Payload instance of its own on `database`, beside any other: `getPayload` keeps one per process, so a
 * second one is built with `new BasePayload().init`. The shop's config with this database's adapter; no
 * `onInit` (the outbox drain would send mails, the sweep would cancel orders), no mail adapter, and the
 * SQLite schema is never pushed: the source is only read, the target gets the committed migrations.
 * Swapping the adapter of the sanitized config is enough: sanitizing reads nothing of the database.
 */
export async function openDatabase(
  config: SanitizedConfig,
  database: Database,
  { migrate = false, logLevel = 'silent' }: Options = {},
): Promise<Payload> {
  const adapter = databaseAdapter(database.uri)
  const db: DatabaseAdapterObj = {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args) as ReturnType<DatabaseAdapterObj['init']> & {
        push?: boolean
        connectOptions?: Record<string, unknown>
      }
      instance.push = false
      // A wrong host fails in 5 s rather than the driver's 30.
      if (database.engine === 'mongodb')
        instance.connectOptions = { serverSelectionTimeoutMS: 5000, ...instance.connectOptions }
      return instance
    },
  }
  const payload = await new BasePayload().init({
    config: {
      ...config,
      db,
      email: undefined,
      onInit: undefined,
      logger: { options: { level: logLevel, enabled: true } },
    } as unknown as SanitizedConfig,
    disableOnInit: true,
  })
  if (migrate && database.engine === 'sqlite')
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  return payload
}

export async function closeDatabase(payload: Payload | undefined): Promise<void> {
  await payload?.destroy?.().catch(() => {})
}
