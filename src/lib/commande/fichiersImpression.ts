import type { PayloadRequest } from 'payload'

import type { Commande, Telechargement } from '@/payload-types'

/** A product's studio file as « À expédier » links it: its name and its staff-only URL. */
export type FichierImpression = { nom: string; url: string }
type Ligne = NonNullable<Commande['lignes']>[number]
/** A line to ship with what the studio needs: the format and quantity the line kept, and the file. */
export type LigneAExpedier = Ligne & { fichierImpression: FichierImpression | null }

const idDe = (p: Ligne['produit']) => (typeof p === 'object' && p ? p.id : p) ?? null

/**
 * The print file (`fichierImpression`, docs/decisions/0148) of each line's product, read with the
 * caller's access: the field and the private file are staff-only, so a customer's request gets none.
 * The URL is Payload's file route of the private collection, which checks that access again.
 */
export async function avecFichiersImpression(
  req: PayloadRequest,
  lignes: Ligne[],
): Promise<LigneAExpedier[]> {
  const ids = [...new Set(lignes.map((l) => idDe(l.produit)).filter((id) => id !== null))]
  const slugs = [...new Set(lignes.map((l) => l.slug))]
  const { docs } = lignes.length
    ? await req.payload.find({
        collection: 'produits',
        where: { or: [{ id: { in: ids } }, { slug: { in: slugs } }] },
        pagination: false,
        depth: 1,
        req,
        overrideAccess: false,
        select: { slug: true, fichierImpression: true },
      })
    : { docs: [] }
  const fichier = (f: unknown): FichierImpression | null => {
    const t = f as Telechargement | number | null | undefined
    return typeof t === 'object' && t?.url && t.filename ? { nom: t.filename, url: t.url } : null
  }
  return lignes.map((l) => {
    const produit = docs.find((p) => p.id === idDe(l.produit)) ?? docs.find((p) => p.slug === l.slug)
    return { ...l, fichierImpression: fichier(produit?.fichierImpression) }
  })
}
