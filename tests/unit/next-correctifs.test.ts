// @vitest-environment node
// patches/ holds at most two patches of Next, none on a security path (docs/decisions/0091): each is
// written against the installed version and is applied to it. This fails as soon as Next is upgraded or
// the upstream code a patch changes moves — the moment to check whether the upstream issue is fixed:
// 001 vercel/next.js#62228 (notFound() answered by an empty error shell), 002 vercel/next.js#86275
// (`next start` serving a prerendered page re-encodes and re-compresses it on every request).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

const next = JSON.parse(fs.readFileSync('node_modules/next/package.json', 'utf8')).version as string
const patches = fs.readdirSync('patches').filter((f) => f.endsWith('.patch'))

describe('patches of Next', () => {
  it('are two at most, neither about the client address nor headers', () => {
    expect(patches.length).toBeLessThanOrEqual(2)
    for (const p of patches) expect(p).not.toMatch(/adresse|address|forwarded|header|entete|securite/i)
  })

  it.each(patches)('%s is written for the installed Next and applied to it', (patch) => {
    expect(patch.startsWith(`next+${next}+`)).toBe(true)
    // Reverse-applies cleanly only if every hunk is in place, in upstream code that has not moved.
    const r = spawnSync('patch', ['-p1', '-R', '--dry-run', '-s', '-f', '-i', `patches/${patch}`], {
      encoding: 'utf8',
    })
    expect(r.stdout + r.stderr).toBe('')
    expect(r.status).toBe(0)
  })
})
