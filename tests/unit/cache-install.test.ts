// @vitest-environment node
// src/lib/infra/cache/install.mjs: the bounded file cache reaches Next once per process, through the global
// Next reads when no `cacheHandler` is configured (that option made Next import the handler on every
// request: docs/decisions/0185-ou-est-passe-le-temps.md); with Redis, next.config names its handler.
import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { PRELOAD } from '../../scripts/lib/next-start.mjs'

const handlerSeenBy = (env: Record<string, string>) =>
  spawnSync(
    process.execPath,
    [
      '--import',
      PRELOAD,
      '-e',
      "console.log(globalThis[Symbol.for('@next/cache-handlers')]?.FetchCache?.name)",
    ],
    { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '', REDIS_URL: '', ...env } },
  ).stdout.trim()

describe('the page cache of next start', () => {
  it('is the bounded file cache, installed by the preload before any request', () => {
    expect(handlerSeenBy({})).toBe('BoundedFileCache')
  })

  it('is left to next.config’s Redis handler when REDIS_URL is set', () => {
    expect(handlerSeenBy({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe('undefined')
  })
})
