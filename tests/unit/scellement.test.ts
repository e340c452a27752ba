import { describe, expect, it } from 'vitest'

import { desceller, estScelle, sceller } from '@/lib/courriel/scellement'

const LIEN = 'https://boutique.test/mes-commandes/connexion?jeton=abc.def'

describe('sealing the outbox’s bodies', () => {
  it('opens what it sealed, with a fresh IV each time, and shows nothing of it', () => {
    const a = sceller(`Ouvrez ${LIEN}`, 'secret-un')
    const b = sceller(`Ouvrez ${LIEN}`, 'secret-un')
    expect(a).not.toBe(b)
    for (const s of [a, b]) {
      expect(estScelle(s)).toBe(true)
      expect(s).not.toContain('jeton')
      expect(desceller(s, 'secret-un')).toBe(`Ouvrez ${LIEN}`)
    }
  })

  it('refuses another secret and an altered value; an unsealed value is given back as it is', () => {
    const s = sceller(LIEN, 'secret-un')
    expect(() => desceller(s, 'secret-deux')).toThrow()
    const altere = `${s.slice(0, -2)}${s.endsWith('A') ? 'B' : 'A'}${s.slice(-1)}`
    expect(() => desceller(altere, 'secret-un')).toThrow()
    expect(desceller('Contenu effacé', 'secret-un')).toBe('Contenu effacé')
    expect(estScelle('Contenu effacé')).toBe(false)
  })
})
