/**
 * The words of a text as the search indexes and matches them: the same function builds the index and
 * reads the query, so « Équilibre », `equilibre` and `EQUILIBRES` meet on one word, `equilibre`.
 *
 * 1. Unicode compatibility form (NFKD: ligatures such as `ﬁ`, full-width letters), lower case, accents
 *    and other combining marks removed; `œ` → `oe`, `æ` → `ae`, `ß` → `ss` (NFKD leaves them whole).
 * 2. Words are runs of letters and digits: apostrophes (elisions `l’`, `qu’`), hyphens, punctuation,
 *    emoji and control characters all separate words.
 * 3. Stop words (articles, prepositions, pronouns…) and one-letter words are dropped.
 * 4. A light singular folding for words of letters only — not a stemmer: exact words stay recognisable
 *    and a word typed in full always matches itself:
 *    - a few `-ail` → `-aux` plurals: travaux → travail, vitraux → vitrail, coraux → corail, émaux → émail ;
 *    - `-eaux` and `-yaux` lose their `x` (bureaux → bureau, tuyaux → tuyau) ;
 *    - other `-aux` of 6 letters or more become `-al` (chevaux → cheval, animaux → animal) ;
 *    - words of 4 letters or more lose a final `s` or `x` unless it follows another `s` or `x`
 *      (émotions → emotion, jeux → jeu, cheveux → cheveu ; stress stays stress).
 *    Every rule leaves a word no rule changes again, so normalising is idempotent.
 *
 * Bump VERSION_NORMALISATION whenever the output changes: the index is rebuilt on the next start.
 */

export const VERSION_NORMALISATION = 1

/** Longer words are cut (a 500-letter "word" is noise, and every index entry stays small). */
export const LONGUEUR_MAX_MOT = 40

export const MOTS_VIDES: ReadonlySet<string> = new Set(
  (
    'le la les un une des du de au aux et ou ni mais donc or car a en dans sur sous par pour avec sans ' +
    'chez vers entre que qu qui quoi dont ce ces cet cette se sa son ses mon ma mes ton ta tes notre ' +
    'nos votre vos leur leurs il elle ils elles on je tu nous vous me te lui moi toi eux ne ' +
    'est sont etre ete jusqu lorsqu puisqu quoiqu si comme'
  ).split(' '),
)

const PLURIELS_EN_AIL: Readonly<Record<string, string>> = {
  travaux: 'travail',
  vitraux: 'vitrail',
  coraux: 'corail',
  emaux: 'email',
}

/** The singular of a lower-case, accentless word (see the rules above). */
export function singulier(mot: string): string {
  if (!/^[a-z]+$/.test(mot)) return mot
  const irregulier = PLURIELS_EN_AIL[mot]
  if (irregulier) return irregulier
  if (mot.length >= 5 && (mot.endsWith('eaux') || mot.endsWith('yaux'))) return mot.slice(0, -1)
  if (mot.length >= 6 && mot.endsWith('aux')) return `${mot.slice(0, -3)}al`
  if (mot.length >= 4 && /[^sx][sx]$/.test(mot)) return mot.slice(0, -1)
  return mot
}

/** Lower case, no accents or marks, ligatures spelt out. */
export function sansAccents(texte: string): string {
  return (
    texte
      .normalize('NFKD')
      .toLowerCase()
      // Lower-casing can bring new compositions (İ → i + dot above): decompose again.
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      // As upper case does (ẞ → SS), so that case never matters.
      .replace(/ß/g, 'ss')
  )
}

const estVide = (mot: string) => mot.length < 2 || MOTS_VIDES.has(mot)

// By code points: cutting a surrogate pair in two would leave half a character.
const tronquer = (mot: string) =>
  mot.length > LONGUEUR_MAX_MOT ? Array.from(mot).slice(0, LONGUEUR_MAX_MOT).join('') : mot

/** The words of `texte`, in order, normalised (duplicates kept: they weigh in the ranking). */
export function normaliser(texte: string): string[] {
  const mots: string[] = []
  for (const brut of sansAccents(texte).split(/[^\p{L}\p{N}]+/u)) {
    if (estVide(brut)) continue
    const mot = singulier(tronquer(brut))
    // A folded word can land on a stop word (`pourx` → `pour`): dropped too, for idempotence.
    if (!estVide(mot)) mots.push(mot)
  }
  return mots
}

/** The normalised text of `texte`, words separated by one space: what the index stores. */
export const texteNormalise = (texte: string | null | undefined): string => normaliser(texte ?? '').join(' ')
