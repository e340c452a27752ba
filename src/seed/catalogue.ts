import type { Design } from './artwork'
import { AFFICHES, type Affiche, ETRANGERES } from './data/affiches'
import { COLLECTIONS } from './data/taxonomies'
import { THEMES } from './data/themes'
import { MOCKUPS, type Categorie, type Livraison } from '@/lib/catalogue'

/** One planned product: everything but database ids. Pure, so tests and benchmarks share it. */
export type PlannedProduit = {
  titre: string
  sousTitre: string
  design: Design
  collection: string
  langue: 'fr' | 'en' | 'es'
  motsCles: string[]
  audiences: string[]
  theme: (typeof THEMES)[number]
  categorie: Categorie
  livraison: Livraison
  prix: number
  mockups: string[]
  coupDeCoeurRang?: number
  publishedAt: string
  /** Index of the artwork in the pool: products past the pool reuse its images. */
  artwork: number
}

type Base = Affiche & { collection: string; langue: 'fr' | 'en' | 'es' }

/** Collections interleaved, so even a small catalogue spans every collection. */
function basePool(): Base[] {
  const lists = COLLECTIONS.map((c) =>
    (AFFICHES[c.slug] ?? []).map((a) => ({ ...a, collection: c.slug, langue: 'fr' as const })),
  )
  const pool: Base[] = []
  for (let i = 0; pool.length < lists.reduce((n, l) => n + l.length, 0); i++)
    for (const l of lists) if (l[i]) pool.push(l[i])
  // Foreign-language posters come after the first round of French ones.
  pool.splice(lists.length * 2, 0, ...ETRANGERES)
  return pool
}

const VARIANTES: { categorie: Categorie; suffixe: (theme: string) => string; kinds: Design['kind'][] }[] = [
  {
    categorie: 'carte',
    suffixe: () => 'carte postale',
    kinds: ['citation', 'affirmation', 'definition', 'trait', 'enfant'],
  },
  { categorie: 'jeu', suffixe: () => 'jeu de cartes', kinds: ['conseil', 'schema', 'enfant'] },
  { categorie: 'tampon', suffixe: () => 'tampon encreur', kinds: ['affirmation', 'trait', 'enfant'] },
  {
    categorie: 'affiche',
    suffixe: (t) => `édition ${t.toLowerCase()}`,
    kinds: ['citation', 'affirmation', 'definition', 'trait', 'schema', 'enfant', 'conseil'],
  },
]

const DAY = 24 * 3600 * 1000
/** Number of distinct artworks rendered; larger catalogues reuse them. */
export const ARTWORK_POOL = 120

export function planProduits(count: number, now = Date.now()): PlannedProduit[] {
  const pool = basePool()
  const out: PlannedProduit[] = []
  const titles = new Set<string>()
  for (let i = 0; i < count; i++) {
    const base = pool[i % pool.length]
    const round = Math.floor(i / pool.length)
    // Past the pool, a product reuses the artwork (and so the theme) of the first product of its design.
    const artwork = i < ARTWORK_POOL ? i : i % pool.length
    const theme = i < ARTWORK_POOL ? THEMES[(i * 3 + round) % THEMES.length] : out[artwork].theme
    let categorie: Categorie =
      base.design.kind === 'conseil' || base.design.kind === 'schema'
        ? i % 2
          ? 'infographie'
          : 'affiche'
        : 'affiche'
    let titre = base.titre
    if (round > 0) {
      const fits = VARIANTES.filter((v) => v.kinds.includes(base.design.kind))
      const v = fits[(i + round) % fits.length]
      categorie = v.categorie
      titre = `${base.titre} — ${v.suffixe(theme.nom)}`
      if (titles.has(titre) || i >= ARTWORK_POOL) titre = `${base.titre} — nº ${i + 1}`
    }
    titles.add(titre)
    const physical = categorie === 'jeu' || categorie === 'tampon' || categorie === 'carte'
    const livraison: Livraison = physical || i % 3 === 0 ? 'imprime' : 'numerique'
    const prix = livraison === 'numerique' ? 900 + ((i * 7) % 7) * 100 : 2400 + ((i * 5) % 16) * 100
    const extra = [MOCKUPS[(i % 10) + 1 === 1 ? 2 : (i % 10) + 1], MOCKUPS[(i * 7 + 3) % 11]].filter(
      (m) => m !== 'cadre-bois',
    )
    out.push({
      titre,
      sousTitre: base.sousTitre,
      design: base.design,
      collection: base.collection,
      langue: base.langue,
      motsCles: base.mc,
      audiences: base.aud,
      theme,
      categorie,
      livraison,
      prix,
      mockups: ['cadre-bois', ...new Set(extra)].slice(0, 1 + (i % 3)),
      coupDeCoeurRang: i % 10 === 3 && i < 120 ? (i - 3) / 10 + 1 : undefined,
      publishedAt: new Date(now - ((i * 37) % 360) * DAY - (i % 24) * 3600 * 1000).toISOString(),
      artwork,
    })
  }
  return out
}
