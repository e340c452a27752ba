import type { Payload, PayloadRequest, Where } from 'payload'

import { entreeRecherche, type EntreeRecherche } from './contenu'
import type { MoteurRecherche } from './moteur'
import { moteurMongo } from './mongo'
import { VERSION_NORMALISATION } from './normaliser'
import { moteurSqlite } from './sqlite'

/**
 * The products' search index, on either database (./sqlite.ts, ./mongo.ts): published products only,
 * with their published texts. Kept in sync by the hooks of `produits` and `mots-cles`
 * (indexerProduits), rebuilt whole after bulk writes (reconstruireIndexRecherche) and, once per process,
 * when missing or out of date (assurerIndexRecherche).
 */

type Adaptateur = {
  name: string
  client?: Parameters<typeof moteurSqlite>[0]
  connection?: { db: Parameters<typeof moteurMongo>[0] }
  sessions?: Record<string, unknown>
}

const moteurs = new WeakMap<Payload, MoteurRecherche>()

export function moteurRecherche(payload: Payload): MoteurRecherche {
  let moteur = moteurs.get(payload)
  if (!moteur) {
    const db = payload.db as unknown as Adaptateur
    if (db.name === 'sqlite' && db.client) moteur = moteurSqlite(db.client)
    else if (db.name === 'mongoose' && db.connection?.db)
      moteur = moteurMongo(db.connection.db, async (req) => {
        const id = req?.transactionID ? await req.transactionID : undefined
        const session = id
          ? (db.sessions?.[String(id)] as { inTransaction(): boolean } | undefined)
          : undefined
        return session?.inTransaction() ? (session as never) : undefined
      })
    else throw new Error(`Recherche : base « ${db.name} » non prise en charge.`)
    moteurs.set(payload, moteur)
  }
  return moteur
}

const PUBLIE: Where = { _status: { equals: 'published' } }

/** Published products (their main rows, never drafts) and the names of their keywords, as entries. */
async function lireEntrees(payload: Payload, where: Where, req?: PayloadRequest): Promise<EntreeRecherche[]> {
  const { docs } = await payload.find({
    collection: 'produits',
    where: { and: [PUBLIE, where] },
    select: { titre: true, sousTitre: true, extrait: true, motsCles: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const idsMotsCles = new Set<number | string>()
  const motsClesDe = (d: (typeof docs)[number]) =>
    (d.motsCles ?? []).map((m) => (typeof m === 'object' && m !== null ? m.id : m))
  for (const d of docs) for (const id of motsClesDe(d)) idsMotsCles.add(id)
  const noms = new Map<string, string>()
  if (idsMotsCles.size) {
    const motsCles = await payload.find({
      collection: 'mots-cles',
      where: { id: { in: [...idsMotsCles] } },
      select: { nom: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    for (const m of motsCles.docs) noms.set(String(m.id), m.nom)
  }
  return docs.map((d) =>
    entreeRecherche(
      d,
      motsClesDe(d).flatMap((id) => noms.get(String(id)) ?? []),
    ),
  )
}

/** Brings these products' entries up to date: indexed if published, removed otherwise (unpublished,
 *  deleted, never published). Inside `req`'s transaction when there is one. */
export async function indexerProduits(
  payload: Payload,
  ids: (number | string)[],
  req?: PayloadRequest,
): Promise<void> {
  if (ids.length === 0) return
  await assurerIndexRecherche(payload)
  const moteur = moteurRecherche(payload)
  const entrees = await lireEntrees(payload, { id: { in: ids } }, req)
  const publies = new Set(entrees.map((e) => String(e.id)))
  await moteur.retirer(
    ids.filter((id) => !publies.has(String(id))),
    req,
  )
  await moteur.remplacer(entrees, req)
}

/** Re-indexes every published product (after the seed, or when the index is missing or out of date). */
export async function reconstruireIndexRecherche(payload: Payload): Promise<number> {
  const entrees = await lireEntrees(payload, {})
  await moteurRecherche(payload).reconstruire(entrees, VERSION_NORMALISATION)
  return entrees.length
}

const prets = new WeakMap<Payload, Promise<void>>()

/** Creates the index if it is missing and rebuilds it if its normalisation version is not this code's
 *  or if it does not hold as many products as are published (writes that bypassed the hooks, such as a
 *  database seeded by an older version). Once per process; a failure is retried on the next call. */
export function assurerIndexRecherche(payload: Payload): Promise<void> {
  let pret = prets.get(payload)
  if (!pret) {
    pret = (async () => {
      const { version, entrees } = await moteurRecherche(payload).preparer()
      const { totalDocs } = await payload.count({
        collection: 'produits',
        where: PUBLIE,
        overrideAccess: true,
      })
      if (version !== VERSION_NORMALISATION || entrees !== totalDocs)
        await reconstruireIndexRecherche(payload)
    })()
    prets.set(payload, pret)
    pret.catch(() => prets.delete(payload))
  }
  return pret
}
