import { lireReglages } from '@/lib/data/reglages'
import { lireSitemaps } from '@/lib/data/sitemaps'
import { SITEMAPS, urlsetXml, type NomSitemap } from '@/lib/seo'

/** /sitemaps/{produits,listes,articles,pages}.xml */
export async function GET(_req: Request, { params }: { params: Promise<{ name: string }> }) {
  const nom = (await params).name.replace(/\.xml$/, '') as NomSitemap
  if (!(await params).name.endsWith('.xml') || !SITEMAPS.includes(nom)) {
    return new Response('Sitemap introuvable.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const [reglages, sitemaps] = await Promise.all([lireReglages(), lireSitemaps()])
  return new Response(urlsetXml(reglages.canonicalURL, sitemaps[nom]), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}
