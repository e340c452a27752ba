import type { PayloadRequest, Where } from 'payload'
import { z } from 'zod'

import { FACETTES_INFO, ITEMS_PER_PAGE, lirePageDeLignesAdmin, type ProduitRow } from '@/lib/catalogue'

/** Gallery filters, read from the URL (search params): unknown or malformed values are dropped. */
export const galerieFiltres = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  audience: z.string().max(100).optional().catch(undefined),
  collection: z.string().max(100).optional().catch(undefined),
  statut: z.enum(['draft', 'published']).optional().catch(undefined),
})
export type GalerieFiltres = z.infer<typeof galerieFiltres>

/** The facets the gallery filters by (its menus). */
const GALERIE_FACETTES = ['audiences', 'collections'] as const

export type Galerie = { rows: ProduitRow[]; page: number; totalPages: number; totalDocs: number }

async function idOfSlug(req: PayloadRequest, collection: 'audiences' | 'collections', slug: string) {
  const { docs } = await req.payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    select: {},
    req,
    overrideAccess: false,
  })
  return docs[0]?.id ?? null
}

/** One page (reglages.itemsPerPage products) of the admin gallery, newest changes first. */
export async function lireGalerie(
  req: PayloadRequest,
  filtres: GalerieFiltres,
  page: number,
): Promise<Galerie> {
  const and: Where[] = []
  if (filtres.q) and.push({ or: [{ titre: { like: filtres.q } }, { slug: { like: filtres.q } }] })
  if (filtres.statut) and.push({ _status: { equals: filtres.statut } })
  for (const facette of GALERIE_FACETTES) {
    const { filtre, champ } = FACETTES_INFO[facette]
    const slug = filtres[filtre]
    if (!slug) continue
    const id = await idOfSlug(req, facette, slug)
    // An unknown term filters everything out rather than silently showing the whole catalogue.
    and.push(id === null ? { id: { exists: false } } : { [champ]: { in: [id] } })
  }
  // Through req.payload, never src/lib/data: the admin's code must not import the config, or a test of it
  // would load the config before it names its own database and write into data/mots-couleurs.db.
  const reglages = await req.payload.findGlobal({
    slug: 'reglages',
    depth: 0,
    select: { itemsPerPage: true },
  })
  const limit = reglages.itemsPerPage || ITEMS_PER_PAGE
  return lirePageDeLignesAdmin(req, { where: and.length ? { and } : undefined, page, limit })
}

/** `/admin/produits/page/{n}`: a positive integer written plainly, else null (→ 404). */
export function parsePage(raw: string | undefined): number | null {
  if (raw === undefined) return 1
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null
}

/** Audiences and collections for the gallery's filter menus. */
export async function filtreOptions(req: PayloadRequest) {
  const find = (collection: 'audiences' | 'collections') =>
    req.payload
      .find({
        collection,
        sort: 'nom',
        depth: 0,
        pagination: false,
        select: { nom: true, slug: true },
        req,
        overrideAccess: false,
      })
      .then((r) => r.docs.map((d) => ({ nom: d.nom, slug: d.slug ?? String(d.id) })))
  const [audiences, collections] = await Promise.all([find('audiences'), find('collections')])
  return { audiences, collections }
}
