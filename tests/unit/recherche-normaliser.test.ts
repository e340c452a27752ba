import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { normaliser, singulier } from '@/lib/catalogue/recherche/normaliser'
import { cleRecherche, expressionFts5, requeteRecherche } from '@/lib/catalogue/recherche/requete'

/** Text with what French visitors type: accents, ligatures, apostrophes, capitals, punctuation, emoji. */
const texteFrancais = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'Équilibre',
        'émotions',
        'CHEVAUX',
        'l’œuvre',
        'qu’il',
        'Cœur',
        'æther',
        'bureaux',
        'stress',
        ' ',
        '-',
        '’',
        "'",
        '🌿',
        '\u0000',
        'İstanbul',
        'ﬁn',
        'Ｆｕｌｌ',
        'ß',
      ),
      fc.string({ unit: 'grapheme', maxLength: 8 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''))

/** French text, letter by letter: Unicode's special casings (Greek ᾀ → ἈΙ) are out of its scope. */
const texteLatin = fc
  .array(fc.constantFrom(..."aàâäbcçdeéèêëfghiîïjklmnoôöpqrstuùûüvwxyÿzœæß0123456789 ’'-,.!?«»"), {
    maxLength: 40,
  })
  .map((lettres) => lettres.join(''))

describe('normaliser', () => {
  it('is idempotent: the index text, normalised again, gives the same words', () => {
    fc.assert(
      fc.property(texteFrancais, (texte) => {
        const mots = normaliser(texte)
        expect(normaliser(mots.join(' '))).toEqual(mots)
      }),
      { numRuns: 2000 },
    )
  })

  it('ignores case and accents', () => {
    const sansAccent = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '')
    fc.assert(
      fc.property(
        fc.oneof(
          texteLatin,
          texteFrancais.filter((t) => !/[^\u0000-\u024f]/.test(t)),
        ),
        (texte) => {
          expect(normaliser(texte.toUpperCase())).toEqual(normaliser(texte))
          expect(normaliser(sansAccent(texte))).toEqual(normaliser(texte))
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('gives words of letters and digits only, none of them a stop word', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (texte) => {
        for (const mot of normaliser(texte)) {
          expect(mot).toMatch(/^[\p{L}\p{N}]+$/u)
          expect(mot.length).toBeGreaterThanOrEqual(2)
          expect(Array.from(mot).length).toBeLessThanOrEqual(40)
          expect(['le', 'la', 'les', 'de', 'des', 'du', 'et', 'pour', 'une']).not.toContain(mot)
        }
      }),
    )
  })

  it('folds accents, ligatures, elisions and punctuation', () => {
    expect(normaliser('Équilibre')).toEqual(['equilibre'])
    expect(normaliser('L’œuvre d’art, c’est l’harmonie !')).toEqual(['oeuvre', 'art', 'harmonie'])
    expect(normaliser("Qu'il vienne jusqu'à l'atelier")).toEqual(['vienne', 'atelier'])
    expect(normaliser('Cœur & Æther ﬁn')).toEqual(['coeur', 'aether', 'fin'])
    expect(normaliser('arc-en-ciel 🌈 A4')).toEqual(['arc', 'ciel', 'a4'])
    expect(normaliser('"NEAR(calme OR -zen*)"')).toEqual(['near', 'calme', 'zen'])
  })

  it('drops stop words', () => {
    expect(normaliser('le calme et la sérénité pour les enfants')).toEqual(['calme', 'serenite', 'enfant'])
    expect(normaliser('de la, des et du')).toEqual([])
  })

  it('folds French plurals to the singular', () => {
    expect(normaliser('émotions')).toEqual(normaliser('émotion'))
    expect(normaliser('Émotions')).toEqual(['emotion'])
    expect(normaliser('chevaux')).toEqual(['cheval'])
    expect(normaliser('cheval')).toEqual(['cheval'])
    expect(
      ['animaux', 'bureaux', 'tuyaux', 'jeux', 'cheveux', 'travaux', 'couleurs', 'festivals'].map(singulier),
    ).toEqual(['animal', 'bureau', 'tuyau', 'jeu', 'cheveu', 'travail', 'couleur', 'festival'])
    // Short words, double s and words with digits stay as they are.
    expect(['gaz', 'bus', 'stress', 'a4s'].map(singulier)).toEqual(['gaz', 'bus', 'stress', 'a4s'])
  })
})

describe('requeteRecherche', () => {
  it('is null when no word is left', () => {
    for (const q of ['', '   ', 'les', 'de la', '🌿🌿', '\u0000', '"*-', 'l’'])
      expect(requeteRecherche(q)).toBeNull()
  })

  it('keys `Équilibres`, `equilibre` and `ÉQUILIBRE` alike, the last word as a prefix', () => {
    expect(cleRecherche('Équilibres')).toBe('equilibre')
    expect(cleRecherche('  ÉQUILIBRE ')).toBe('equilibre')
    expect(requeteRecherche('Le calme des chevaux')).toEqual({
      mots: ['calme', 'cheval'],
      prefixe: true,
      cle: 'calme cheval',
    })
    expect(requeteRecherche('zen ok')?.prefixe).toBe(false)
  })

  it('builds an FTS5 expression of quoted words only, whatever the input', () => {
    expect(expressionFts5(requeteRecherche('calme AND "zen" NEAR(a b) * -x')!)).toBe(
      '"calme" "and" "zen" "near"*',
    )
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (q) => {
        const requete = requeteRecherche(q)
        if (!requete) return
        expect(requete.mots.length).toBeLessThanOrEqual(8)
        expect(expressionFts5(requete)).toMatch(/^("[\p{L}\p{N}]+"\*? ?)+$/u)
      }),
    )
  })
})
