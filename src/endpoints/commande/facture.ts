import type { Endpoint } from 'payload'

import { avoirNumeroteParJeton, type Document, documentParJeton } from '@/lib/facture'
import { jsonError } from '@/lib/infra/http'

const echapper = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A browser following the mailed link gets a readable French page; API clients get JSON. */
function erreur(req: { headers: Headers }, status: number, message: string, titre: string): Response {
  if (!req.headers.get('accept')?.includes('text/html')) return jsonError(status, message)
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${titre} — Mots &amp; Couleurs</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${titre}</h1><p>${echapper(message)}</p><p><a href="/contact">Nous écrire</a> · <a href="/">Retour à la boutique</a></p></body></html>`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

const TITRES: Record<Document, string> = {
  facture: 'Facture indisponible',
  avoir: 'Avoir indisponible',
}

/** GET /api/commande/facture/{token} and /api/commande/avoir/{token}: a paid order's invoice, a
 *  refunded order's credit note (`?n=AV-…`: one of its credit notes), as stored when they were issued. */
const documentEndpoint = (document: Document): Endpoint => ({
  path: `/commande/${document}/:token`,
  method: 'get',
  handler: async (req) => {
    const token = String(req.routeParams?.token ?? '')
    // `n`: in the query, or set by « Mes commandes » (src/endpoints/espace/document.ts).
    const n =
      document === 'avoir'
        ? ((req.routeParams?.n as string | undefined) ?? new URL(req.url ?? 'http://x').searchParams.get('n'))
        : null
    const res = n
      ? await avoirNumeroteParJeton(req.payload, token, n)
      : await documentParJeton(req.payload, document, token)
    if (!res.ok) return erreur(req, res.status, res.message, TITRES[document])
    return new Response(new Uint8Array(res.octets), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(res.octets.length),
        'Content-Disposition': `attachment; filename="${res.nom}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
})

export const factureEndpoint = documentEndpoint('facture')
export const avoirEndpoint = documentEndpoint('avoir')
