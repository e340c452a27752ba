import { defineConfig } from '@playwright/test'

const port = Number(process.env.CLUSTER_E2E_PORT ?? 3500)

/** The multi-instance suite: tests/cluster against `npm run cluster` (scripts/cluster-e2e.mjs),
 *  after the e2e suite, whose build it reuses. HTTP only: no browser needed. */
export default defineConfig({
  testDir: 'tests/cluster',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: 'tmp/playwright-cluster',
  use: { baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node scripts/cluster-e2e.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 5 * 60_000,
    reuseExistingServer: false,
    // The script stops nginx, the instances and Redis on SIGTERM (they run in their own process
    // groups); Playwright's default SIGKILL would leave them running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: { CLUSTER_E2E_PORT: String(port) },
  },
})
