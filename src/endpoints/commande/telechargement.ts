import { Readable } from 'node:stream'

import type { Endpoint } from 'payload'

import { fichierPourJeton, noterPremierTelechargement } from '@/lib/commande'
import { jsonError } from '@/lib/infra/http'

const echapper = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A browser following the mailed link gets a readable French page; API clients get JSON. */
function erreur(req: { headers: Headers }, status: number, message: string): Response {
  if (!req.headers.get('accept')?.includes('text/html')) return jsonError(status, message)
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Téléchargement impossible — Mots &amp; Couleurs</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>Téléchargement impossible</h1><p>${echapper(message)}</p><p><a href="/contact">Nous écrire</a> · <a href="/">Retour à la boutique</a></p></body></html>`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/** GET /api/commande/telechargement/{token}: streams a paid order's private print file,
 *  the first download of each file recorded on the order. */
export const telechargementEndpoint: Endpoint = {
  path: '/commande/telechargement/:token',
  method: 'get',
  handler: async (req) => {
    const token = String(req.routeParams?.token ?? '')
    const res = await fichierPourJeton(req.payload, token)
    if (!res.ok) return erreur(req, res.status, res.message)
    // The customer gets the file even should the record fail; the log says which one is missing.
    await noterPremierTelechargement(req.payload, res.commandeId, res.slug, req.headers).catch((err) =>
      req.payload.logger.error({ err, slug: res.slug }, 'Premier téléchargement non enregistré'),
    )
    const { flux, nom, type, taille } = res.fichier
    const ascii = nom.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
    const body = Readable.toWeb(flux) as ReadableStream<Uint8Array>
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': type,
        'Content-Length': String(taille),
        'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nom)}`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
}
