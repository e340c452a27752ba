/**
 * Brings the database to the current schema and seeds it when empty. Run by `npm start` and the e2e
 * harness before the server starts. NODE_ENV=production makes the SQLite adapter apply the committed
 * migrations (prodMigrations) instead of pushing the schema.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { migrateSqlite, optimiserSqlite } from '../src/lib/migrate'
import { seed } from '../src/seed'

async function main() {
  const started = Date.now()
  const payload = await getPayload({ config })
  await migrateSqlite(payload)
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
  await optimiserSqlite(payload)
  await payload.destroy?.()
  process.exit(0)
}

// Awaited at the top level so that scripts/run-ts.mjs keeps the process alive until the end.
await main().catch((err) => {
  console.error(`Préparation de la base impossible : ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
