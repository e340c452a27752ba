// The environment of the e2e suite's production server (scripts/e2e-server.mjs), shared with the specs
// that start a second `next start` on the same build and database (tests/e2e/second-serveur.ts).
import path from 'node:path'

import { SEED_RENDERS_DIR } from './prepare.mjs'

/** The build the suite runs. */
export const e2eDistDir = () => process.env.E2E_DIST_DIR || '.next-e2e'

/**
 * The folder of the suite's database, files and server log.
 * @param {number} port the suite's E2E_PORT
 */
export const e2eDir = (port) => path.resolve(process.env.E2E_DIR || `tmp/e2e-${port}`)

/**
 * Where the server finds its database and files, its secret, and the address it names itself by.
 * @param {string} dir the suite's folder (e2eDir)
 * @param {string} siteUrl
 * @returns {Record<string, string>}
 */
export function e2eEnv(dir, siteUrl) {
  return {
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URI: `file:${path.join(dir, 'e2e.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    PRIVATE_MEDIA_DIR: path.join(dir, 'telechargements'),
    IMAGE_CACHE_DIR: path.join(dir, 'cache'),
    PAYLOAD_SECRET: 'secret-e2e-mots-couleurs',
    SITE_URL: siteUrl,
    MC_SEED_RENDUS: SEED_RENDERS_DIR,
  }
}
