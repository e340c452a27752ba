// @vitest-environment node
// The server's memory settings (docs/decisions/0143-memoire-bornee.md): every `next start` of the
// project's scripts and the image's CMD run with the same heap cap and glibc arena count.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { HEAP_MB, nextStartArgs, serverEnv } from '../../scripts/lib/next-start.mjs'

describe('next start memory settings', () => {
  it('caps the old generation before the server script, which V8 then reports as its limit', () => {
    const args = nextStartArgs(3000, 'localhost')
    const flag = `--max-old-space-size=${HEAP_MB}`
    expect(args.indexOf(flag)).toBeGreaterThanOrEqual(0)
    expect(args.indexOf(flag)).toBeLessThan(args.indexOf('node_modules/next/dist/bin/next'))
    const limit = spawnSync(
      process.execPath,
      [flag, '-e', 'console.log(require("v8").getHeapStatistics().heap_size_limit)'],
      // Not the test runner's NODE_OPTIONS (its own heap settings).
      { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
    )
    const mb = Number(limit.stdout) / 2 ** 20
    // The limit is the old generation plus the young one (three semi-spaces, up to 64 MB each here): a
    // little over the flag, far under the default (a quarter of the machine's memory, up to 4 GB).
    expect(mb).toBeGreaterThanOrEqual(HEAP_MB)
    expect(mb).toBeLessThanOrEqual(HEAP_MB + 192)
  })

  it('keeps glibc to two arenas unless the caller says otherwise', () => {
    expect(serverEnv({ PORT: '1' })).toEqual({ MALLOC_ARENA_MAX: '2', PORT: '1' })
    expect(serverEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4')
  })

  it('the image runs its server with the same settings', () => {
    const dockerfile = fs.readFileSync('Dockerfile', 'utf8')
    expect(dockerfile).toMatch(/^ENV .*\bMALLOC_ARENA_MAX=2\b/m)
    const cmd = /^CMD .*$/m.exec(dockerfile)?.[0] ?? ''
    expect(cmd).toContain(`exec node --max-old-space-size=${HEAP_MB} --import`)
  })
})
