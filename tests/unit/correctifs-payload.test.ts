// @vitest-environment node
// scripts/correctifs-payload.mjs (postinstall): the scheduling drawer of Payload's admin bundle defaults
// to « Publier » on a document not published, and shows its date in the admin's format. Each correction
// is found exactly once in the bundle Payload ships, or the install fails naming it.
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { BUNDLE, CORRECTIONS, corriger } from '../../scripts/correctifs-payload.mjs'

type Correction = { nom: string; avant: string; apres: string }
const corrections = CORRECTIONS as Correction[]
const installe = fs.readFileSync(BUNDLE as string, 'utf8')

describe('corrections of Payload’s admin bundle', () => {
  it('are applied to the installed @payloadcms/ui', () => {
    for (const c of corrections) expect(installe.split(c.apres).length - 1, c.nom).toBe(1)
    expect(installe).toContain('defaultType:D||!r?"publish":"unpublish"')
  })

  it('apply to the bundle as Payload ships it, once, and twice change nothing', () => {
    const livre = corrections.reduce((t, c) => t.replace(c.apres, c.avant), installe)
    expect(livre).not.toBe(installe)
    expect(corriger(livre)).toBe(installe)
    expect(corriger(installe)).toBe(installe)
  })

  it('fail in French, naming the correction, when Payload’s code moved', () => {
    expect(() => corriger('autre chose')).toThrow(
      'Correctif de Payload « action par défaut du tiroir de programmation » : texte trouvé 0 fois au lieu d’une.',
    )
  })
})
