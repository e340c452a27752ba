// The cluster the Playwright suite of tests/cluster runs against: `npm run cluster` on its own ports,
// a fresh SQLite file, the e2e suite's production build (CLUSTER_SKIP_BUILD: no second build in CI),
// and small limits so that a rate limit shared by both instances shows within a few requests.
import fs from 'node:fs'
import path from 'node:path'

import { SEED_RENDERS_DIR } from './lib/prepare.mjs'

// tests/cluster/cluster.spec.ts reads the same values.
const CLUSTER_E2E = {
  port: Number(process.env.CLUSTER_E2E_PORT || 3500),
  dir: path.resolve(process.env.CLUSTER_E2E_DIR || 'tmp/cluster-e2e'),
  limiteMessages: 4,
}

const base = path.join(CLUSTER_E2E.dir, 'base')
fs.rmSync(CLUSTER_E2E.dir, { recursive: true, force: true })
fs.mkdirSync(base, { recursive: true })

Object.assign(process.env, {
  PORT: String(CLUSTER_E2E.port),
  CLUSTER_DIR: CLUSTER_E2E.dir,
  CLUSTER_SKIP_BUILD: process.env.CLUSTER_SKIP_BUILD ?? '1',
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || process.env.E2E_DIST_DIR || '.next-e2e',
  DATABASE_URI: `file:${path.join(base, 'boutique.db')}`,
  MEDIA_DIR: path.join(base, 'media'),
  PRIVATE_MEDIA_DIR: path.join(base, 'telechargements'),
  IMAGE_CACHE_DIR: path.join(base, 'cache'),
  PAYLOAD_SECRET: 'secret-cluster-e2e-mots-couleurs',
  ADMIN_EMAIL: 'admin@mots-couleurs.example',
  ADMIN_PASSWORD: 'motdepasse-cluster-2026',
  RATE_LIMIT_MESSAGE: `${CLUSTER_E2E.limiteMessages}/600`,
  // Every request of the suite comes from 127.0.0.1: the other limits out of the way.
  RATE_LIMIT_LIKE: '100000/60',
  RATE_LIMIT_BATCH: '100000/60',
  MC_ENTRETIEN: 'off',
  MC_SEED_RENDUS: SEED_RENDERS_DIR,
})
delete process.env.CI
await import('./cluster.mjs')
