// @vitest-environment node
// README is the newcomer's first page: at most 300 lines, the rest in docs/ (its links must lead there).
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const readme = fs.readFileSync('README.md', 'utf8')

describe('README', () => {
  it('holds in 300 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(300)
  })

  it('links only to files of the repository that exist', () => {
    const liens = [...readme.matchAll(/\]\(((?:docs|src|tests|scripts)\/[^)#\s]+)(?:#[^)]*)?\)/g)].map(
      (m) => m[1],
    )
    expect(liens.length).toBeGreaterThan(20)
    for (const lien of liens) expect(fs.existsSync(path.resolve(lien)), lien).toBe(true)
  })
})
