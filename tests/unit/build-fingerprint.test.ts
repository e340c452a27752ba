// @vitest-environment node
// scripts/lib/build.mjs: the build stamp follows the sources' contents under paths relative to the
// project, so a copy of the checkout (new paths, new modification times) is the same build, and a
// changed byte is not.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { buildIfNeeded, markServing, sourceFingerprint } from '../../scripts/lib/build.mjs'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A small project: a few of the files the build reads, and a build folder stamped with their fingerprint. */
function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'empreinte-'))
  made.push(root)
  fs.mkdirSync(path.join(root, 'src/app'), { recursive: true })
  fs.writeFileSync(path.join(root, 'src/app/page.tsx'), 'export default function Page() {}\n')
  fs.writeFileSync(path.join(root, 'next.config.mjs'), 'export default {}\n')
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}\n')
  fs.mkdirSync(path.join(root, '.next'))
  fs.writeFileSync(path.join(root, '.next/BUILD_ID'), 'build')
  fs.writeFileSync(path.join(root, '.next/mc-sources.sha256'), sourceFingerprint(root))
  return root
}

function copy(root: string): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'copie-'))
  made.push(target)
  // Without preserveTimestamps: every file of the copy is newer than the original.
  fs.cpSync(root, target, { recursive: true })
  return target
}

describe('the build fingerprint', () => {
  it('is the same for a copy of unchanged files, elsewhere and with newer times', () => {
    const root = project()
    const later = new Date(Date.now() + 60_000)
    const target = copy(root)
    fs.utimesSync(path.join(target, 'src/app/page.tsx'), later, later)
    expect(sourceFingerprint(target)).toBe(sourceFingerprint(root))
  })

  it('lets a copy of the checkout serve its build without rebuilding or refusing', () => {
    const target = copy(project())
    // A live server on the copy's build: a rebuild would refuse; none is needed.
    markServing(path.join(target, '.next'), [process.pid])
    expect(buildIfNeeded({ root: target, distDir: path.join(target, '.next'), stdio: 'ignore' })).toBe(false)
  })

  it('changes when one byte of a source changes', () => {
    const root = project()
    const before = sourceFingerprint(root)
    fs.writeFileSync(path.join(root, 'src/app/page.tsx'), 'export default function Page() {} \n')
    expect(sourceFingerprint(root)).not.toBe(before)
  })

  it('asks for a rebuild after a content change (refused here: a server serves the folder)', () => {
    const target = copy(project())
    fs.appendFileSync(path.join(target, 'next.config.mjs'), '// changé\n')
    markServing(path.join(target, '.next'), [process.pid])
    expect(() =>
      buildIfNeeded({ root: target, distDir: path.join(target, '.next'), stdio: 'ignore' }),
    ).toThrow(/^Les sources ont changé mais un serveur/)
  })
})
