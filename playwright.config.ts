import fs from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3300)

// Debian's headless build of the same Chromium (package chromium-headless-shell, installed by .ci/run)
// when present: the browser Playwright itself runs headless tests on, without the desktop browser's
// compositor; the storefront spec took 27 % less CPU (docs/decisions/0159-chromium-sans-tete.md).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromium =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

export default defineConfig({
  testDir: 'tests/e2e',
  // The suite shares one seeded database; tests that change it (admin, likes) must not race.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: 'tmp/playwright-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Recording a trace keeps Chromium busy for the whole test (screencast, snapshots): in CI only the
    // retry of a failed test records one (a two-file sample ran 18 % faster: 92 s, then 75 s).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/globals/reglages`,
    timeout: 25 * 60_000,
    reuseExistingServer: false,
    // Piping the server's stdout made the server exit (code 13) under CI=true; its errors still show.
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
})
