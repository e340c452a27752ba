import type { Payload } from 'payload'

import { renderCover } from './artwork'
import { AUDIENCES, COLLECTIONS, LANGUES, MOTS_CLES } from './data/taxonomies'
import { THEMES } from './data/themes'
import { ensureAll, ensureUpload, type Id, type Report } from './store'

export type TaxonomyIds = Record<
  'audiences' | 'collections' | 'themes' | 'mots-cles' | 'langues',
  Map<string, Id>
>

/** A cover (square by default) stored under its key, in the palette of the n-th theme. */
export async function coverUpload(
  payload: Payload,
  key: string,
  titre: string,
  kicker: string,
  n: number,
  width = 876,
  height = width,
): Promise<Id> {
  const name = `${key}.jpg`
  return ensureUpload(
    payload,
    'media',
    async () => ({
      data: await renderCover({
        titre,
        kicker,
        palette: THEMES[n % THEMES.length].palette,
        variant: n,
        width,
        height,
      }),
      name,
      mimetype: 'image/jpeg',
    }),
    { alt: `${kicker} — ${titre}` },
    name,
  )
}

export async function seedTaxonomies(payload: Payload, report: Report): Promise<TaxonomyIds> {
  const audiences = await ensureAll(
    payload,
    'audiences',
    AUDIENCES,
    (a) => a.slug,
    async (a, i) => ({
      ...a,
      image: await coverUpload(payload, `audience-${a.slug}`, a.nom, 'Affiches pour', i),
    }),
    report,
  )
  const collections = await ensureAll(
    payload,
    'collections',
    COLLECTIONS,
    (c) => c.slug,
    async (c, i) => ({
      ...c,
      image: await coverUpload(payload, `collection-${c.slug}`, c.nom, 'Collection', i + 3),
    }),
    report,
  )
  const themes = await ensureAll(
    payload,
    'themes',
    THEMES,
    (t) => t.slug,
    async ({ slug, nom, couleur }) => ({ slug, nom, couleur }),
    report,
  )
  const motsCles = await ensureAll(
    payload,
    'mots-cles',
    MOTS_CLES,
    (m) => m.slug,
    async (m) => m,
    report,
  )
  const langues = await ensureAll(
    payload,
    'langues',
    LANGUES,
    (l) => l.slug,
    async (l) => l,
    report,
  )
  return { audiences, collections, themes, 'mots-cles': motsCles, langues }
}
