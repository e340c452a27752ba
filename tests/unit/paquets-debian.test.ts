// @vitest-environment node
// One list of Debian packages for CI and for a newcomer's `npm test` (scripts/lib/paquets-debian.mjs).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { ligneManquants, PAQUETS, paquetsManquants } from '../../scripts/lib/paquets-debian.mjs'

const SUITES = ['unit', 'integration', 'e2e', 'cluster', 'netns', 'docker']

describe('Debian packages of the suites', () => {
  it('serve only suites npm test knows, each package with the binary that shows it', () => {
    for (const p of PAQUETS) {
      expect(p.binaires.length).toBeGreaterThan(0)
      for (const s of p.suites) expect(SUITES).toContain(s)
    }
  })

  it('are missing only for the suites wanted', () => {
    const rien = () => false
    expect(paquetsManquants((s: string) => s === 'netns', rien).map((p) => p.paquet)).toEqual([
      'nginx',
      'iproute2',
      'curl',
    ])
    expect(paquetsManquants((s: string) => s === 'unit', rien).map((p) => p.paquet)).toEqual(['patch'])
    // Any of a package's binaries shows it (ip lives in /usr/sbin or /usr/bin).
    expect(
      paquetsManquants(
        (s: string) => s === 'netns',
        (b: string) => b === '/usr/bin/ip',
      ).map((p) => p.paquet),
    ).not.toContain('iproute2')
    expect(
      paquetsManquants(
        () => true,
        () => true,
      ),
    ).toEqual([])
  })

  it('are named in one French line with their suites and the command', () => {
    const ligne = ligneManquants(
      paquetsManquants(
        (s: string) => s === 'docker',
        () => false,
      ),
    )
    expect(ligne.split('\n')).toHaveLength(1)
    expect(ligne).toContain('Paquets Debian manquants\u00a0: docker.io (docker)')
    expect(ligne).toContain('apt-get install -y docker.io docker-compose mmdebstrap binutils')
  })

  it('are listed once: .ci/run installs them through the same list, with no apt-get of its own', () => {
    const ci = fs.readFileSync('.ci/run', 'utf8')
    expect(ci).toContain('node scripts/paquets-debian.mjs')
    expect(ci).not.toMatch(/apt-get/)
  })

  it('lets a run with every package present go on (exit 0, nothing printed)', () => {
    const r = spawnSync(process.execPath, ['scripts/paquets-debian.mjs'], { encoding: 'utf8' })
    const manquants = paquetsManquants()
    // On this machine every package is there (CI installed them): the script says nothing.
    expect(manquants).toEqual([])
    expect(r.status).toBe(0)
    expect(r.stdout + r.stderr).toBe('')
  })
})
