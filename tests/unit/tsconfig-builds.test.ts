// @vitest-environment node
// Every build folder of a documented command has its type paths in tsconfig.json already: otherwise
// `next build` adds them and reformats the file, and the command leaves the checkout changed.
import fs from 'node:fs'
import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { getTypeDefinitionGlobPatterns } = require('next/dist/lib/typescript/type-paths.js')

// npm start and the image (.next), the e2e harness (.next-e2e), npm run bench (.next-bench), npm run
// cluster (.next-cluster).
const DIST_DIRS = ['.next', '.next-e2e', '.next-bench', '.next-cluster']

describe('tsconfig.json', () => {
  const include: string[] = JSON.parse(fs.readFileSync('tsconfig.json', 'utf8')).include

  it.each(DIST_DIRS)('declares the type paths next build wants for %s', (distDir) => {
    for (const pattern of getTypeDefinitionGlobPatterns(distDir)) expect(include).toContain(pattern)
  })

  it('names every build folder the scripts use', () => {
    const sources = ['scripts/cluster.mjs', 'scripts/bench.mjs', 'scripts/lib/e2e-env.mjs']
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n')
    const used = new Set(sources.match(/'\.next-[a-z]+'/g)?.map((quoted) => quoted.slice(1, -1)))
    expect([...used].filter((dir) => !DIST_DIRS.includes(dir))).toEqual([])
  })
})
