// @vitest-environment node
// The MongoDB pass of `npm test` leaves out the integration files listed in scripts/lib/mongo-suite.mjs
// (docs/decisions/0126-ci-abordable.md): a listed file renamed or removed would leave the list silently.
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { MONGO_SKIPPED, mongoExcludes } from '../../scripts/lib/mongo-suite.mjs'

describe('the MongoDB pass', () => {
  it.each(Object.keys(MONGO_SKIPPED))('leaves out %s, an integration file that exists', (file) => {
    expect(fs.existsSync(file)).toBe(true)
    expect(file).toMatch(/^tests\/int\/[^/]+\.test\.ts$/)
  })

  it('keeps the files whose subject is the data', () => {
    const skipped = Object.keys(MONGO_SKIPPED)
    for (const file of ['access', 'recherche', 'suppression-fichiers', 'commande', 'apercu', 'likes-batch'])
      expect(skipped).not.toContain(`tests/int/${file}.test.ts`)
    expect(mongoExcludes()).toEqual(skipped.flatMap((f) => ['--exclude', f]))
  })
})
