// @vitest-environment node
// package.json's allowScripts covers every dependency with an install script in package-lock.json: an
// npm that skips unreviewed scripts would otherwise drop the Node pin (node's preinstall puts its binary
// in place) without a word, and `npm install` warns about them.
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

type Lock = { packages: Record<string, { hasInstallScript?: boolean }> }

const lock: Lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'))
const allowScripts: Record<string, boolean> = JSON.parse(fs.readFileSync('package.json', 'utf8')).allowScripts

const withScripts = [
  ...new Set(
    Object.entries(lock.packages)
      .filter(([where, entry]) => where !== '' && entry.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  ),
]

describe('allowScripts', () => {
  it('approves node’s install script, the one that puts Node 24 in place', () => {
    expect(allowScripts.node).toBe(true)
  })

  it.each(withScripts)('reviews %s (approved or denied)', (name) => {
    expect(typeof allowScripts[name]).toBe('boolean')
  })
})
