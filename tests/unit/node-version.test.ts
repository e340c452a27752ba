// @vitest-environment node
// The project pins Node 24 (package.json's `node` dependency); everything it runs is on that Node.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { NODE_MAJOR, nodeMajor, nodeRefusal } from '../../scripts/lib/node-version.mjs'

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'))
const pinned: string = pkg.dependencies.node

describe('pinned Node', () => {
  it('runs the test suites on the pinned Node', () => {
    expect(process.version).toBe(`v${pinned}`)
    expect(nodeMajor()).toBe(NODE_MAJOR)
  })

  it('says so in engines, and the image runs that very binary', () => {
    expect(pkg.engines.node).toBe(`>=${NODE_MAJOR}`)
    expect(nodeMajor(pinned)).toBe(NODE_MAJOR)
    // No official node image, whose version could drift: deploy/build-image.mjs copies the pinned
    // package's binary to tmp/image/node, which the Dockerfile installs (the docker suite runs it).
    const dockerfile = fs.readFileSync('Dockerfile', 'utf8')
    expect(dockerfile).not.toMatch(/^FROM node:/m)
    expect(dockerfile).toMatch(/^COPY tmp\/image\/node \/usr\/local\/bin\/node$/m)
    expect(fs.readFileSync('deploy/build-image.mjs', 'utf8')).toContain("'node_modules/node/bin/node'")
  })

  it('refuses an older Node with one French line, accepts 24 and newer', () => {
    expect(nodeRefusal('v20.20.2')).toMatch(/^Node 24 requis, ce processus tourne sous v20\.20\.2 : /)
    expect(nodeRefusal('v24.0.0')).toBeNull()
    expect(nodeRefusal('v26.1.0')).toBeNull()
  })

  const system = '/usr/bin/node'
  const systemVersion = fs.existsSync(system)
    ? spawnSync(system, ['--version'], { encoding: 'utf8' }).stdout.trim()
    : ''
  it.runIf(systemVersion && nodeMajor(systemVersion) < NODE_MAJOR)(
    'stops `node scripts/start.mjs` run by an older system Node before doing anything',
    () => {
      const r = spawnSync(system, ['scripts/start.mjs'], {
        encoding: 'utf8',
        env: { ...process.env, PORT: '1' },
      })
      expect(r.status).toBe(1)
      expect(r.stderr.trim()).toBe(nodeRefusal(systemVersion))
    },
  )
})
