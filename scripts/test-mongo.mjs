// `npm run test:mongo`: the integration suite against the MongoDB adapter, on the MongoDB-compatible
// test server (docs/SPECIFICATION.md §14). Extra arguments go to vitest.
import { spawnSync } from 'node:child_process'

import { startJongodb } from './lib/jongodb.mjs'

const server = await startJongodb()
const result = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--project', 'integration', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, TEST_MONGO_URI: server.uri, MONGO_COMPAT: '1' } },
)
server.stop()
process.exit(result.status ?? 1)
