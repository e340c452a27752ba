import type { Payload, PayloadRequest } from 'payload'

import { FACETTES_REGISTRE, type Registre } from '@/lib/catalogue/facettes'

import type { Produit } from '@/payload-types'

/** The reads of the services around the shop: the image pipeline, the downloads, the sitemaps. */

/** What the image pipeline draws a published product from: its artwork (depth 1), its scenes, and what
 *  its print formats are read from (price, delivery mode, its own formats). */
export type ProduitImage = Pick<
  Produit,
  'id' | 'slug' | 'titre' | 'sousTitre' | 'mockups' | 'illustration' | 'prix' | 'livraison' | 'formats'
>

/** The published product of this slug as a visitor may see it, for its images, or null; with
 *  `brouillon`, its latest draft as that staff member sees it (the draft preview's scenes). */
export async function lireProduitImage(
  payload: Payload,
  slug: string,
  brouillon?: { user: NonNullable<PayloadRequest['user']> },
): Promise<ProduitImage | null> {
  const { docs } = await payload.find({
    collection: 'produits',
    where: { slug: { equals: slug } },
    overrideAccess: false,
    ...(brouillon ? { draft: true, user: brouillon.user } : { draft: false }),
    depth: 1,
    limit: 1,
    pagination: false,
    select: {
      slug: true,
      titre: true,
      sousTitre: true,
      mockups: true,
      illustration: true,
      prix: true,
      livraison: true,
      formats: true,
    },
  })
  return (docs[0] as ProduitImage | undefined) ?? null
}

/** Slugs of every product, drafts included, whose artwork is this media (to purge their images). */
export async function lireSlugsParIllustration(
  payload: Payload,
  mediaId: string | number,
): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'produits',
    where: { illustration: { equals: mediaId } },
    overrideAccess: true,
    draft: true,
    depth: 0,
    pagination: false,
    select: { slug: true },
  })
  return docs.map((d) => d.slug).filter((s): s is string => Boolean(s))
}

/** The print file of an ordered product as it is now (a corrected file reaches earlier buyers too),
 *  by its id when the order line still links it, else by slug. */
export async function lireFichierNumerique(
  payload: Payload,
  ligne: { produit?: number | string | { id: number | string } | null; slug: string },
): Promise<Produit['fichierNumerique'] | undefined> {
  const { docs } = await payload.find({
    collection: 'produits',
    where: ligne.produit
      ? { id: { equals: typeof ligne.produit === 'object' ? ligne.produit.id : ligne.produit } }
      : { slug: { equals: ligne.slug } },
    depth: 1,
    limit: 1,
    overrideAccess: true,
    select: { fichierNumerique: true },
  })
  return docs[0]?.fichierNumerique
}

/** Every published product's slug, dates, favourite flag and facet values, last changed first: the
 *  sitemaps. */
export async function lirePourSitemap(payload: Payload, registre: Registre = FACETTES_REGISTRE) {
  const { docs } = await payload.find({
    collection: 'produits',
    depth: 0,
    pagination: false,
    sort: '-updatedAt',
    select: {
      slug: true,
      updatedAt: true,
      coupDeCoeur: true,
      ...Object.fromEntries(registre.map((f) => [f.champ, true])),
    },
    overrideAccess: false,
  })
  return docs as (Pick<Produit, 'id' | 'slug' | 'updatedAt' | 'coupDeCoeur'> & Record<string, unknown>)[]
}
