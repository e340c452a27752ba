import type { Endpoint } from 'payload'

import { FACETTES } from '@/lib/cache/tags'
import { FACETTES_INFO } from '@/lib/data/facettes'
import { SELECT_CARTE } from '@/lib/data/produitsQuery'
import { jsonError } from '@/lib/http/errors'
import { toPublicProduit } from '@/lib/produits/publicProduit'

import { viaPayload } from './builtin'

/** Single-segment GET paths of Payload's own API, served by the built-in endpoint of that path. */
const PAYLOAD_WORDS: Record<string, string> = {
  count: '/count',
  versions: '/versions',
  access: '/access/:id?',
}

/** A document id rather than a slug: SQLite integer or MongoDB ObjectId. */
const isId = (value: string) => /^\d+$/.test(value) || /^[a-f0-9]{24}$/.test(value)

/** GET /api/produits/{slug}: the public product (with its facet values) or 404. Ids and Payload's own
 *  words go to Payload's built-ins (the admin's API tab uses /api/produits/{id}). */
export const detailEndpoint: Endpoint = {
  path: '/:slug',
  method: 'get',
  handler: async (req) => {
    const slug = String(req.routeParams?.slug ?? '')
    if (PAYLOAD_WORDS[slug]) return viaPayload(req, PAYLOAD_WORDS[slug])
    if (isId(slug)) return viaPayload(req, '/:id', { id: slug })
    const term = { nom: true, slug: true } as const
    const { docs } = await req.payload.find({
      collection: 'produits',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 1,
      select: {
        ...SELECT_CARTE,
        audiences: true,
        collections: true,
        themes: true,
        motsCles: true,
        langues: true,
      },
      populate: { audiences: term, collections: term, themes: term, 'mots-cles': term, langues: term },
      overrideAccess: false,
    })
    const doc = docs[0]
    if (!doc) return jsonError(404, 'Produit introuvable.')
    const facettes = Object.fromEntries(
      FACETTES.map((f) => [
        f,
        ((doc[FACETTES_INFO[f].champ] ?? []) as unknown[])
          .filter((v): v is { slug: string; nom: string } => typeof v === 'object' && v !== null)
          .map((v) => ({ slug: v.slug, nom: v.nom })),
      ]),
    )
    return Response.json(
      { ...toPublicProduit(doc), facettes },
      { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60' } },
    )
  },
}
