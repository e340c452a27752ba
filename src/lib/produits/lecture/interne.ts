import type { Payload, PayloadRequest, TypedUser } from 'payload'

import type { Produit } from '@/payload-types'

/** The reads of the services around the shop: the image pipeline, the downloads, the admin's forms. */

/** What the image pipeline draws a published product from: its artwork (depth 1) and its scenes. */
export type ProduitImage = Pick<Produit, 'id' | 'slug' | 'titre' | 'sousTitre' | 'mockups' | 'illustration'>

/** The published product of this slug as a visitor may see it, for its images, or null. */
export async function lireProduitImage(payload: Payload, slug: string): Promise<ProduitImage | null> {
  const { docs } = await payload.find({
    collection: 'produits',
    where: { slug: { equals: slug } },
    overrideAccess: false,
    draft: false,
    depth: 1,
    limit: 1,
    pagination: false,
    select: { slug: true, titre: true, sousTitre: true, mockups: true, illustration: true },
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

/** The id of the product of this slug, drafts included, if this user may edit it (Payload's edit form). */
export async function lireIdProduitEditable(
  payload: Payload,
  slug: string,
  user: TypedUser,
): Promise<number | string | null> {
  const { docs } = await payload.find({
    collection: 'produits',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    draft: true,
    select: {},
    user,
    overrideAccess: false,
  })
  return docs[0]?.id ?? null
}

/** Every product's values of one facet and its status, with the editor's access (the admin's counts
 *  per term: one query rather than a count per term). */
export async function lireFacettesDesProduits(req: PayloadRequest, champ: string) {
  const { docs } = await req.payload.find({
    collection: 'produits',
    depth: 0,
    pagination: false,
    select: { [champ]: true, _status: true },
    req,
    overrideAccess: false,
  })
  return docs as unknown as Record<string, unknown>[]
}
