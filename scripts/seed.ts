/** `npm run seed [-- --produits N]`: the idempotent demo catalogue (docs/SPECIFICATION.md §12). */
import { parseArgs } from 'node:util'

import config from '@payload-config'
import { defaultLoggerOptions, getPayload, type SanitizedConfig } from 'payload'

import { migrateSqlite, schemaSqliteIncompatible } from '../src/lib/infra/database'
import { seed } from '../src/seed'
import { journalPayload } from './lib/checks.mjs'

const { values } = parseArgs({ options: { produits: { type: 'string' } }, strict: false })
const produits = values.produits === undefined ? undefined : Number(values.produits)
if (produits !== undefined && (!Number.isInteger(produits) || produits < 1)) {
  console.error('--produits attend un nombre entier positif, par exemple --produits 10000.')
  process.exit(2)
}

const started = Date.now()
const incompatible = await schemaSqliteIncompatible()
if (incompatible) {
  console.error(incompatible)
  process.exit(1)
}
const logger = journalPayload(defaultLoggerOptions, 'Seed impossible : ')
const payload = await getPayload({ config: { ...(await config), logger } as SanitizedConfig })
await migrateSqlite(payload)
const report = await seed(payload, { produits, log: (m) => console.log(m) })
console.log(`Seed terminé en ${((Date.now() - started) / 1000).toFixed(1)} s :`, JSON.stringify(report))
await payload.destroy?.()
process.exit(0)
