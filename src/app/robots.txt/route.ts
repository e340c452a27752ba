import { lireReglages } from '@/lib/data/reglages'

// Rendered per request from the tag-cached data (src/lib/data), so a publish shows at once.
export const dynamic = 'force-dynamic'

/** /robots.txt: everything but the admin, the API and the checkout; points at the sitemap index. */
export async function GET() {
  const { canonicalURL } = await lireReglages()
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /commande',
    '',
    `Sitemap: ${canonicalURL}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
