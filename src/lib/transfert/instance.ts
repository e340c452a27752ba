import {
  BasePayload,
  type DatabaseAdapterObj,
  type Migration,
  type Payload,
  type SanitizedConfig,
} from 'payload'

import { migrations } from '../../migrations'
import { databaseAdapter } from '../database'
import type { Base } from './uri'

type Options = {
  /** SQLite target: the committed migrations are applied, as `npm start` would (a new file). */
  migrer?: boolean
  /** Payload's log level (`silent` unless DEBUG: the command prints its own lines). */
  niveauJournal?: 'silent' | 'info'
}

/**
 * A Payload instance of its own on `base`, beside any other: `getPayload` keeps one per process, so a
 * second one is built with `new BasePayload().init`. The shop's config with this base's adapter; no
 * `onInit` (the outbox drain would send mails, the sweep would cancel orders), no mail adapter, and the
 * SQLite schema is never pushed: the source is only read, the target gets the committed migrations.
 * Swapping the adapter of the sanitized config is enough: sanitizing reads nothing of the database.
 */
export async function ouvrirBase(
  config: SanitizedConfig,
  base: Base,
  { migrer = false, niveauJournal = 'silent' }: Options = {},
): Promise<Payload> {
  const adaptateur = databaseAdapter(base.uri)
  const db: DatabaseAdapterObj = {
    ...adaptateur,
    init: (args) => {
      const instance = adaptateur.init(args) as ReturnType<DatabaseAdapterObj['init']> & {
        push?: boolean
        connectOptions?: Record<string, unknown>
      }
      instance.push = false
      // A wrong host fails in 5 s rather than the driver's 30.
      if (base.moteur === 'mongodb')
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
      logger: { options: { level: niveauJournal, enabled: true } },
    } as unknown as SanitizedConfig,
    disableOnInit: true,
  })
  if (migrer && base.moteur === 'sqlite')
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  return payload
}

export async function fermerBase(payload: Payload | undefined): Promise<void> {
  await payload?.destroy?.().catch(() => {})
}
