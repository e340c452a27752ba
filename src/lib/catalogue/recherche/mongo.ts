import type { ClientSession, Collection, Db } from 'mongodb'
import type { PayloadRequest } from 'payload'

import { COLONNES, POIDS, type EntreeRecherche } from './contenu'
import type { MoteurRecherche } from './moteur'
import type { RequeteRecherche } from './requete'

/** A collection of its own beside Payload's (which does not know it): one document per published
 *  product, its words by column and all of them in `tous` (indexed, multikey). */
export const COLLECTION_RECHERCHE = 'produits_recherche'
const ETAT = '_etat'

type Document = { _id: string } & Record<(typeof COLONNES)[number] | 'tous', string[]>
type Etat = { _id: typeof ETAT; version: number }

const mots = (texte: string) => (texte ? texte.split(' ') : [])

function documentDe(e: EntreeRecherche): Document {
  const colonnes = Object.fromEntries(COLONNES.map((c) => [c, mots(e[c])])) as Record<
    (typeof COLONNES)[number],
    string[]
  >
  return { _id: String(e.id), ...colonnes, tous: [...new Set(COLONNES.flatMap((c) => colonnes[c]))] }
}

const echapper = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Every word required; the last one may be a prefix. */
function filtre({ mots, prefixe }: RequeteRecherche) {
  return {
    $and: mots.map((m, i) =>
      prefixe && i === mots.length - 1 ? { tous: { $regex: `^${echapper(m)}` } } : { tous: m },
    ),
  }
}

/** The ranking SQLite's bm25 approximates, kept simple: weighted occurrences of the query's words. */
function score(doc: Document, { mots, prefixe }: RequeteRecherche): number {
  let total = 0
  for (const [i, m] of mots.entries()) {
    const trouve = prefixe && i === mots.length - 1 ? (w: string) => w.startsWith(m) : (w: string) => w === m
    for (const c of COLONNES) total += POIDS[c] * (doc[c] ?? []).filter(trouve).length
  }
  return total
}

/** The MongoDB-compatible test server has no `$text` and no Atlas Search: words are matched as array
 *  elements, which every MongoDB runs the same way. Writes join the request's transaction. */
export function moteurMongo(
  db: Db,
  session: (req?: Partial<PayloadRequest>) => Promise<ClientSession | undefined>,
): MoteurRecherche {
  // Created on first write (the test server has no `create` command).
  const col = db.collection(COLLECTION_RECHERCHE) as unknown as Collection<Document | Etat>
  const docs = col as unknown as Collection<Document>
  return {
    async preparer() {
      await col.createIndex({ tous: 1 })
      const etat = (await col.findOne({ _id: ETAT })) as Etat | null
      return {
        version: etat?.version ?? null,
        entrees: await docs.countDocuments({ tous: { $exists: true } }),
      }
    },
    async remplacer(entrees, req) {
      if (entrees.length === 0) return
      await docs.bulkWrite(
        entrees.map((e) => ({
          replaceOne: { filter: { _id: String(e.id) }, replacement: documentDe(e), upsert: true },
        })),
        { session: await session(req) },
      )
    },
    async retirer(ids, req) {
      if (ids.length === 0) return
      await docs.deleteMany({ _id: { $in: ids.map(String) } }, { session: await session(req) })
    },
    async reconstruire(entrees, version) {
      await col.deleteMany({})
      for (let i = 0; i < entrees.length; i += 1000)
        await docs.insertMany(entrees.slice(i, i + 1000).map(documentDe))
      await col.replaceOne({ _id: ETAT }, { _id: ETAT, version }, { upsert: true })
    },
    async chercher(requete, limite) {
      const trouves = await docs.find(filtre(requete)).toArray()
      return trouves
        .map((d) => ({ id: d._id, score: score(d, requete) }))
        .sort((a, b) => b.score - a.score || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
        .slice(0, limite)
        .map((r) => r.id)
    },
  }
}
