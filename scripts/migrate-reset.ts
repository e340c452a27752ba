// The Payload steps of `npm run migrate:reset` (scripts/migrate-reset.sh) in one process: the initial
// migration, the types and the admin's import map from one load of the config, where three CLI calls
// loaded it three times (37 s, docs/decisions/0158-moins-de-travail-en-ci.md). DATABASE_URI names
// an empty SQLite file: the migration then describes the whole schema.
import configPromise from '@payload-config'
import { generateImportMap, migrateCLI } from 'payload'
import { generateTypes } from 'payload/node'

const config = await configPromise
await migrateCLI({ config, parsedArgs: { _: ['migrate:create', 'initial'] } })
await generateTypes(config)
await generateImportMap(config)
process.exit(0)
