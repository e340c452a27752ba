// The one-shot `prepare` service of compose.yaml and compose.vps.yaml: what scripts/cluster.mjs does once
// before starting the instances — migrations and seed of an empty database. The build is in the image
// (deploy/build-image.mjs), made from the very sources the image holds: buildIfNeeded finds it current.
// The preparation runs from its bundle, made with the image (esbuild is not in it).
import { buildIfNeeded } from '../scripts/lib/build.mjs'
import { IMAGE_PREPARE_BUNDLE, prepareDatabase } from '../scripts/lib/prepare.mjs'

const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
if (!(await prepareDatabase({ env, bundle: IMAGE_PREPARE_BUNDLE }))) process.exit(1)
buildIfNeeded({ distDir: env.NEXT_DIST_DIR || '.next', env })
