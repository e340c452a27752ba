import type { PayloadRequest } from 'payload'

/** The product fields that name taxonomy terms, and the collection each reads its terms from. */
export const RELATIONS = {
  audiences: 'audiences',
  collections: 'collections',
  themes: 'themes',
  motsCles: 'mots-cles',
  langues: 'langues',
} as const
export type Relation = keyof typeof RELATIONS

/** Both ways between a term's id and its slug, for each product relation. */
export type Termes = Record<Relation, { slugDe: Map<string, string>; idDe: Map<string, number | string> }>

/** Every term of the five taxonomies (a few dozen each): a file names them by slug, the database by id. */
export async function lireTermes(req: PayloadRequest): Promise<Termes> {
  const entrees = await Promise.all(
    (Object.keys(RELATIONS) as Relation[]).map(async (champ) => {
      const { docs } = await req.payload.find({
        collection: RELATIONS[champ],
        pagination: false,
        depth: 0,
        select: { slug: true },
        overrideAccess: true,
        req,
      })
      const slugDe = new Map<string, string>()
      const idDe = new Map<string, number | string>()
      for (const d of docs as { id: number | string; slug?: string | null }[]) {
        if (!d.slug) continue
        slugDe.set(String(d.id), d.slug)
        idDe.set(d.slug, d.id)
      }
      return [champ, { slugDe, idDe }] as const
    }),
  )
  return Object.fromEntries(entrees) as Termes
}

/** The id of a relation's value, populated (depth ≥ 1) or not. */
export const idDe = (v: unknown): string =>
  String(typeof v === 'object' && v !== null ? (v as { id: unknown }).id : v)
