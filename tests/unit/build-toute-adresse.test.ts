// @vitest-environment node
// scripts/lib/build.mjs: the build never sees SITE_URL or ANALYTICS_SCRIPT_URL, and no build replaces a
// folder a live server is serving.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { buildEnv, buildIfNeeded, markServing, servingPids } from '../../scripts/lib/build.mjs'

describe('one build, any URL', () => {
  it('keeps SITE_URL and ANALYTICS_SCRIPT_URL out of `next build`', () => {
    const env = buildEnv(
      { SITE_URL: 'https://a.example', ANALYTICS_SCRIPT_URL: 'https://s.example/x.js', PATH: '/bin' },
      '.next-x',
    )
    expect(env).not.toHaveProperty('SITE_URL')
    expect(env).not.toHaveProperty('ANALYTICS_SCRIPT_URL')
    expect(env).toMatchObject({ PATH: '/bin', NEXT_DIST_DIR: '.next-x' })
  })

  it('refuses, in French, to rebuild a folder a live server serves', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'))
    fs.writeFileSync(path.join(dist, 'BUILD_ID'), 'ancien')
    fs.writeFileSync(path.join(dist, 'mc-sources.sha256'), 'autres sources')
    markServing(dist, [process.pid, 2 ** 22 + 7])
    // the dead pid is forgotten, the live one kept
    expect(servingPids(dist)).toEqual([process.pid])
    expect(() => buildIfNeeded({ distDir: dist, stdio: 'ignore' })).toThrow(
      /^Les sources ont changé mais un serveur \(pid \d+\) sert encore .* : arrêtez-le avant de reconstruire/,
    )
    expect(fs.readFileSync(path.join(dist, 'BUILD_ID'), 'utf8')).toBe('ancien')
    fs.rmSync(dist, { recursive: true, force: true })
  })
})
