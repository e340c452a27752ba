import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { bundleScript } from '../../scripts/lib/bundle-ts.mjs'

// The image's preparation (deploy/build-image.mjs) runs scripts/prepare.ts bundled, its packages
// external, among the traced node_modules of the image: React's development files are not there, so a
// React component reached through a module's door fails it at start (`Named export 'jsx' not found`).
// Components live in src/components, never behind a door that the seed or the migrations import.
describe('the preparation bundle', () => {
  it('imports no React and no rich-text renderer', { timeout: 60_000 }, async () => {
    const dossier = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-prepare-'))
    try {
      const outfile = path.join(dossier, 'prepare.mjs')
      const root = path.resolve('.')
      await bundleScript({ entry: path.join(root, 'scripts/prepare.ts'), outfile, root, sourcemap: false })
      const imports = [...fs.readFileSync(outfile, 'utf8').matchAll(/^import .* from "([^"]+)";$/gm)].map(
        (m) => m[1],
      )
      expect(imports.length).toBeGreaterThan(0)
      expect(imports.filter((i) => /^react(\/|$)|^react-dom|richtext-lexical\/react/.test(i))).toEqual([])
    } finally {
      fs.rmSync(dossier, { recursive: true, force: true })
    }
  })
})
