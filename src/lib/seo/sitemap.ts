import type { Payload } from 'payload'

import {
  COUPS_DE_COEUR,
  facetteHref,
  FACETTES_REGISTRE,
  ITEMS_PER_PAGE,
  lirePourSitemap,
  type Registre,
} from '@/lib/catalogue'

export type EntreeSitemap = { path: string; lastmod: string }
export const SITEMAPS = ['produits', 'listes', 'articles', 'pages'] as const
export type NomSitemap = (typeof SITEMAPS)[number]
export type Sitemaps = Record<NomSitemap, EntreeSitemap[]>

/** Paths of a listing of `total` items: the bare path, then /page/{n} for n > 1
 *  (docs/SPECIFICATION.md §4). */
function pagesDe(base: string, total: number, perPage: number): string[] {
  const n = Math.max(1, Math.ceil(total / perPage))
  return Array.from({ length: n }, (_, i) => (i === 0 ? base : `${base}/page/${i + 1}`))
}

const plusRecent = (dates: (string | null | undefined)[], repli: string): string =>
  dates
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1) ?? repli

/** The published products, articles and pages, and each facet's values, as anonymous visitors see them. */
function lireContenus(payload: Payload, registre: Registre) {
  return Promise.all([
    lirePourSitemap(payload, registre).then((docs) => ({ docs })),
    payload.find({
      collection: 'articles',
      depth: 0,
      pagination: false,
      sort: '-publishedAt',
      select: { slug: true, updatedAt: true },
      overrideAccess: false,
    }),
    payload.find({
      collection: 'pages',
      depth: 0,
      pagination: false,
      sort: 'slug',
      select: { slug: true, updatedAt: true },
      overrideAccess: false,
    }),
    Promise.all(
      registre.map((f) =>
        payload.find({
          collection: f.facette as 'audiences',
          depth: 0,
          pagination: false,
          sort: 'nom',
          select: { slug: true, updatedAt: true },
        }),
      ),
    ),
  ])
}

type Contenus = Awaited<ReturnType<typeof lireContenus>>

/** The product listings with their pages: catalogue, favourites, each facet's index and values. */
function listesDe(
  [produits, , , termes]: Contenus,
  registre: Registre,
  { perPage, dernierProduit }: { perPage: number; dernierProduit: string },
): EntreeSitemap[] {
  const listes: EntreeSitemap[] = []
  const ajouter = (base: string, docs: { updatedAt: string }[], extra?: string) =>
    pagesDe(base, docs.length, perPage).forEach((path) =>
      listes.push({ path, lastmod: plusRecent([...docs.map((d) => d.updatedAt), extra], dernierProduit) }),
    )
  ajouter('/produits', produits.docs)
  ajouter(
    facetteHref(COUPS_DE_COEUR),
    produits.docs.filter((p) => p.coupDeCoeur),
  )
  registre.forEach(({ facette, champ }, i) => {
    const valeurs = termes[i].docs
      .map((t) => ({
        t,
        docs: produits.docs.filter((p) =>
          (((p as Record<string, unknown>)[champ] ?? []) as unknown[]).some(
            (v) => (typeof v === 'object' && v ? (v as { id: unknown }).id : v) === t.id,
          ),
        ),
      }))
      .filter((v) => v.docs.length > 0)
    // The facet index lists values that have products (src/lib/data/taxonomies.ts).
    pagesDe(facetteHref(facette), valeurs.length, perPage).forEach((path) =>
      listes.push({
        path,
        lastmod: plusRecent(
          valeurs.map((v) => v.t.updatedAt),
          dernierProduit,
        ),
      }),
    )
    for (const v of valeurs) ajouter(facetteHref(facette, v.t.slug as string), v.docs, v.t.updatedAt)
  })
  return listes
}

/** The last change of a collection shown on a fixed page (the FAQ, the portfolio). */
const derniereModification = async (payload: Payload, collection: 'faq' | 'portfolio') =>
  (
    await payload.find({
      collection,
      depth: 0,
      limit: 1,
      sort: '-updatedAt',
      select: { updatedAt: true },
    })
  ).docs[0]?.updatedAt

/**
 * What the public sitemaps list (published documents only, as anonymous visitors see them), with
 * lastmod: products, product listings (catalogue, favourites, facet indexes and values, with their
 * pages), articles, and the other pages. Shared by /sitemap.xml and the admin's /admin/sitemap.
 */
export async function buildSitemaps(
  payload: Payload,
  registre: Registre = FACETTES_REGISTRE,
): Promise<Sitemaps> {
  const reglages = await payload.findGlobal({ slug: 'reglages', depth: 0 })
  const perPage = reglages.itemsPerPage || ITEMS_PER_PAGE
  const contenus = await lireContenus(payload, registre)
  const [produits, articles, pages] = contenus
  const maintenant = new Date().toISOString()
  const dernierProduit = produits.docs[0]?.updatedAt ?? reglages.updatedAt ?? maintenant
  const listes = listesDe(contenus, registre, { perPage, dernierProduit })

  const derniereFaq = await derniereModification(payload, 'faq')
  const dernierPortfolio = await derniereModification(payload, 'portfolio')
  const repli = reglages.updatedAt ?? maintenant

  return {
    produits: produits.docs.map((p) => ({ path: `/produits/affiches/${p.slug}`, lastmod: p.updatedAt })),
    listes,
    articles: [
      {
        path: '/articles',
        lastmod: plusRecent(
          articles.docs.map((a) => a.updatedAt),
          repli,
        ),
      },
      ...articles.docs.map((a) => ({ path: `/articles/${a.slug}`, lastmod: a.updatedAt })),
    ],
    pages: [
      { path: '/', lastmod: plusRecent([dernierProduit, repli], repli) },
      { path: '/faq', lastmod: derniereFaq ?? repli },
      { path: '/faq/telechargement-numerique', lastmod: derniereFaq ?? repli },
      { path: '/portfolio', lastmod: dernierPortfolio ?? repli },
      { path: '/contact', lastmod: repli },
      ...pages.docs.map((p) => ({ path: `/${p.slug}`, lastmod: p.updatedAt })),
    ],
  }
}

const echapper = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function urlsetXml(base: string, entrees: EntreeSitemap[]): string {
  const urls = entrees
    .map((e) => `<url><loc>${echapper(base + e.path)}</loc><lastmod>${e.lastmod}</lastmod></url>`)
    .join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`
}

export function sitemapIndexXml(base: string, sitemaps: Sitemaps): string {
  const items = SITEMAPS.map(
    (nom) =>
      `<sitemap><loc>${echapper(`${base}/sitemaps/${nom}.xml`)}</loc><lastmod>${plusRecent(
        sitemaps[nom].map((e) => e.lastmod),
        new Date().toISOString(),
      )}</lastmod></sitemap>`,
  ).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`
}
