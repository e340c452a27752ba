import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // Next compiles `import 'server-only'` away on the server (no package to install); vitest runs the
    // server's modules as the server does.
    alias: { 'server-only': 'next/dist/compiled/server-only/empty.js' },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup.ts'],
          // vitest's default is one worker less than the cores: one worker on CI's two.
          maxWorkers: 2,
          // The lint runs beside (scripts/test.mjs): a property test of 3 s alone took 6.5 s there.
          testTimeout: 20_000,
        },
      },
      {
        // Unit tests that take seconds (scene drawing, child processes, a start-up timeout): apart, so
        // `npm run test:unit` stays quick; `npm test` runs both.
        extends: true,
        test: {
          name: 'unit-lent',
          include: ['tests/unit-lent/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The recipes' test waits on child processes for over a minute: the other files beside it.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/int/isolement.ts', 'tests/int/mongo-par-fichier.ts'],
          // Files share their worker's module cache (tests/int/isolement.ts resets the rest), docs/decisions/0156.
          isolate: process.env.MC_ISOLATE === '1',
          // Lexical's builds by export condition, not its `*.node.mjs` entries (scripts/run-ts.mjs says why).
          execArgv: ['--conditions=development'],
          // Each file gets its own temporary database (tests/int/helpers/payload.ts).
          // Generous: the MongoDB pass runs beside the e2e suite on two cores (docs/decisions/0128), and a
          // test at its limit under that load (53 s of 60) is slow, not wrong. In CI a failed test runs
          // once more, as Playwright's do: the report names it flaky rather than hiding it.
          testTimeout: 120_000,
          retry: process.env.CI ? 1 : 0,
          hookTimeout: 180_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
})
