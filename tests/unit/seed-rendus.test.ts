// @vitest-environment node
// The seed's drawings kept by content (src/seed/rendus.ts): drawn once per content and folder, read back
// byte for byte, drawn every time without a folder.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { rendu } from '@/seed/rendus'

const dossiers: string[] = []
afterEach(() => {
  for (const d of dossiers.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})
const nouveauDossier = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-rendus-'))
  dossiers.push(d)
  return d
}

/** A drawing that counts its calls and whose bytes name the call. */
function dessin() {
  let appels = 0
  return {
    appels: () => appels,
    render: async () => Buffer.from(`dessin ${++appels}`),
  }
}

describe('rendu', () => {
  it('draws a content once per folder and gives the same bytes back', async () => {
    const dossier = nouveauDossier()
    const d = dessin()
    const premier = await rendu('<svg/>', 'affiche 1 jpeg', d.render, dossier)
    const second = await rendu('<svg/>', 'affiche 1 jpeg', d.render, dossier)
    expect(d.appels()).toBe(1)
    expect(second.equals(premier)).toBe(true)
    expect(fs.readdirSync(dossier)).toHaveLength(1)
  })

  it('draws again when the drawing or its options differ', async () => {
    const dossier = nouveauDossier()
    const d = dessin()
    await rendu('<svg/>', 'affiche 1 jpeg', d.render, dossier)
    await rendu('<svg>autre</svg>', 'affiche 1 jpeg', d.render, dossier)
    const png = await rendu('<svg/>', 'affiche 2 png', d.render, dossier)
    expect(d.appels()).toBe(3)
    expect(png.toString()).toBe('dessin 3')
    expect(fs.readdirSync(dossier).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('draws every time without a folder, and writes nothing', async () => {
    const d = dessin()
    await rendu('<svg/>', 'couverture', d.render, '')
    await rendu('<svg/>', 'couverture', d.render, undefined)
    expect(d.appels()).toBe(2)
  })

  it('draws concurrent seeds whole: every reader gets a complete file', async () => {
    const dossier = nouveauDossier()
    const grand = Buffer.alloc(2_000_000, 7)
    const lus = await Promise.all(
      Array.from({ length: 8 }, () => rendu('<svg/>', 'affiche 2 png', async () => grand, dossier)),
    )
    for (const l of lus) expect(l.equals(grand)).toBe(true)
    expect(fs.readdirSync(dossier)).toHaveLength(1)
  })
})
