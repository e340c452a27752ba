/**
 * Brings the database to the current schema and seeds it when empty. Run by `npm start` and the e2e
 * harness before the server starts. NODE_ENV=production makes the SQLite adapter apply the committed
 * migrations (prodMigrations) instead of pushing the schema.
 */
import config from '@payload-config'
import { defaultLoggerOptions, getPayload, type SanitizedConfig } from 'payload'

import {
  analyzeSqlite,
  installationId,
  migrateSqlite,
  schemaSqliteIncompatible,
} from '../src/lib/infra/database'
import { assurerIndexRecherche } from '../src/lib/catalogue'
import { seed } from '../src/seed'
import { journalPayload, ligneErreur } from './lib/checks.mjs'

const ECHEC = 'Préparation de la base impossible : '

async function main() {
  const started = Date.now()
  // Before Payload connects: with NODE_ENV=production it migrates while connecting.
  const incompatible = await schemaSqliteIncompatible()
  if (incompatible) {
    console.error(incompatible)
    process.exit(1)
  }
  // Payload logs a failed migration with its whole stack and exits: its errors in one line instead.
  const logger = journalPayload(defaultLoggerOptions, ECHEC)
  const payload = await getPayload({ config: { ...(await config), logger } as SanitizedConfig })
  await migrateSqlite(payload)
  // Its identifier is written here, by one process, before any server starts (src/lib/infra/database/installation.ts).
  await installationId(payload)
  const [audiences, produits] = await Promise.all([
    payload.count({ collection: 'audiences' }),
    payload.count({ collection: 'produits' }),
  ])
  if (audiences.totalDocs === 0 && produits.totalDocs === 0) {
    const count = Number(process.env.SEED_PRODUITS || 0) || undefined
    console.log('Base vide : création du catalogue de démonstration…')
    const report = await seed(payload, { produits: count, log: (m) => console.log(m) })
    console.log(`Catalogue créé en ${((Date.now() - started) / 1000).toFixed(1)} s :`, JSON.stringify(report))
  }
  // Built here rather than by the first search: a new or out-of-date index (a database migrated to it,
  // products written by an older version) is rebuilt before the shop serves.
  await assurerIndexRecherche(payload)
  await analyzeSqlite(payload)
  await payload.destroy?.()
  process.exit(0)
}

// Awaited at the top level so that scripts/run-ts.mjs keeps the process alive until the end.
await main().catch((err) => {
  console.error(`${ECHEC}${ligneErreur(err)}`)
  process.exit(1)
})
