import { lireReglages } from '@/lib/data/reglages'
import { lireSitemaps } from '@/lib/data/sitemaps'
import { sitemapIndexXml } from '@/lib/seo'

// Rendered per request from the tag-cached data (src/lib/data), so a publish shows at once.
export const dynamic = 'force-dynamic'

/** /sitemap.xml: the sitemap index over /sitemaps/{produits,listes,articles,pages}.xml. */
export async function GET() {
  const [reglages, sitemaps] = await Promise.all([lireReglages(), lireSitemaps()])
  return new Response(sitemapIndexXml(reglages.canonicalURL, sitemaps), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}
