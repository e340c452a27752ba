/**
 * With TEST_MONGO=jongodb (npm run test:mongo, npm test), each integration file gets a MongoDB-compatible
 * test server of its own, started before the file's code reads TEST_MONGO_URI and stopped after its last
 * hook. One server shared by the whole pass slowed down with every database the files left in it (a file
 * took up to thirty times longer at the end of the pass than alone) and it cannot drop a database.
 */
import { afterAll } from 'vitest'

import { startJongodb } from '../../scripts/lib/jongodb.mjs'

if (process.env.TEST_MONGO === 'jongodb') {
  const server = await startJongodb()
  process.env.TEST_MONGO_URI = server.uri
  afterAll(() => server.stop())
}
