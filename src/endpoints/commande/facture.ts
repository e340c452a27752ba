import type { Endpoint } from 'payload'

import { factureParJeton } from '@/lib/facture/acces'
import { jsonError } from '@/lib/http/errors'

const echapper = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A browser following the mailed link gets a readable French page; API clients get JSON. */
function erreur(req: { headers: Headers }, status: number, message: string): Response {
  if (!req.headers.get('accept')?.includes('text/html')) return jsonError(status, message)
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Facture indisponible — Mots &amp; Couleurs</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>Facture indisponible</h1><p>${echapper(message)}</p><p><a href="/contact">Nous écrire</a> · <a href="/">Retour à la boutique</a></p></body></html>`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/** GET /api/commande/facture/{token}: a paid order's invoice, as stored when it was issued. */
export const factureEndpoint: Endpoint = {
  path: '/commande/facture/:token',
  method: 'get',
  handler: async (req) => {
    const res = await factureParJeton(req.payload, String(req.routeParams?.token ?? ''))
    if (!res.ok) return erreur(req, res.status, res.message)
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
}
