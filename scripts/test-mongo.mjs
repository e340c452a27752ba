// `npm run test:mongo`: the integration suite against the MongoDB adapter, on the MongoDB-compatible
// test server (docs/SPECIFICATION.md §14). Extra arguments go to vitest.
import { spawnSync } from 'node:child_process'

// TEST_MONGO=jongodb: each file starts a server of its own (tests/int/mongo-par-fichier.ts).
const result = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--project', 'integration', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, TEST_MONGO: 'jongodb', MONGO_COMPAT: '1', MC_ISOLATE: '1' } },
)
process.exit(result.status ?? 1)
