import { lireReglages } from '@/lib/data/reglages'
import { lireSitemaps } from '@/lib/data/sitemaps'
import { SITEMAPS, type EntreeSitemap, type NomSitemap } from '@/lib/seo'

export type SousSitemap = { nom: NomSitemap; url: string; lastmod: string | null; entrees: EntreeSitemap[] }

/** The public sitemaps exactly as /sitemap.xml serves them (same cached data), for the admin. */
export async function sitemapsPublics(): Promise<{ base: string; index: string; sitemaps: SousSitemap[] }> {
  const [reglages, sitemaps] = await Promise.all([lireReglages(), lireSitemaps()])
  const base = reglages.canonicalURL
  return {
    base,
    index: `${base}/sitemap.xml`,
    sitemaps: SITEMAPS.map((nom) => ({
      nom,
      url: `${base}/sitemaps/${nom}.xml`,
      lastmod:
        sitemaps[nom]
          .map((e) => e.lastmod)
          .sort()
          .at(-1) ?? null,
      entrees: sitemaps[nom],
    })),
  }
}

export const SITEMAP_LABELS: Record<NomSitemap, string> = {
  produits: 'Produits',
  listes: 'Listes de produits',
  articles: 'Articles',
  pages: 'Pages',
}
