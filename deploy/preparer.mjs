// The one-shot `prepare` service of compose.yaml: what scripts/cluster.mjs does once before starting the
// instances — migrations and seed of an empty database, then `next build` into the volume both instances
// serve, only when the sources changed. The build reads the database (the pages it prerenders show the
// catalogue), which is why it happens here rather than in the image.
import { buildIfNeeded } from '../scripts/lib/build.mjs'
import { prepareDatabase } from '../scripts/lib/prepare.mjs'

const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
if (!(await prepareDatabase({ env }))) process.exit(1)
buildIfNeeded({ distDir: env.NEXT_DIST_DIR || '.next', env })
