import fs from 'node:fs'
import path from 'node:path'

// The client of @payloadcms/db-sqlite: the file is read before Payload opens (and migrates) it.
import { createClient } from '@libsql/client'
import type { Db } from 'mongodb'
import type { Payload } from 'payload'

import { COLLECTION_RECHERCHE } from '../recherche/mongo'

/** What a target holds before the copy: its non-empty tables or collections and their rows. */
export type Contenu = { nom: string; lignes: number }[]

/** Left out: the migrations' bookkeeping and the search index (rebuilt), which a new base has too. */
const IGNOREES = /^(sqlite_|libsql_|payload_migrations$|payload-migrations$|produits_recherche$|system\.)/

/** The rows of an existing SQLite file, read with its own client: nothing is written, not even the
 *  schema, when the target is refused. */
export async function contenuSqlite(fichier: string): Promise<Contenu> {
  if (!fs.existsSync(fichier) || fs.statSync(fichier).size === 0) return []
  const client = createClient({ url: `file:${fichier}` })
  try {
    const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    const contenu: Contenu = []
    for (const row of tables.rows) {
      const nom = String(row.name)
      if (IGNOREES.test(nom)) continue
      const { rows } = await client.execute(`SELECT count(*) AS n FROM "${nom.replace(/"/g, '""')}"`)
      const lignes = Number(rows[0]?.n ?? 0)
      if (lignes > 0) contenu.push({ nom, lignes })
    }
    return contenu
  } finally {
    client.close()
  }
}

/** A SQLite target is re-created: the file and its WAL companions go, the migrations build it again. */
export function supprimerSqlite(fichier: string): void {
  for (const suffixe of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${fichier}${suffixe}`, { force: true })
  fs.mkdirSync(path.dirname(fichier), { recursive: true })
}

type Modele = {
  collection: { collectionName: string }
  countDocuments(filtre: object): Promise<number>
  deleteMany(filtre: object): Promise<unknown>
}

/** The target's MongoDB collections: Payload's models (documents, versions, globals) and the search
 *  index. Named from the config rather than listed: the test server has no listCollections. */
function modelesMongo(payload: Payload): Modele[] {
  const db = payload.db as unknown as {
    collections?: Record<string, Modele>
    versions?: Record<string, Modele>
    globals?: Modele
    connection?: { db?: Db }
  }
  const modeles = [...Object.values(db.collections ?? {}), ...Object.values(db.versions ?? {})]
  if (db.globals) modeles.push(db.globals)
  const recherche = db.connection?.db?.collection(COLLECTION_RECHERCHE)
  if (recherche)
    modeles.push({
      collection: { collectionName: COLLECTION_RECHERCHE },
      countDocuments: (f) => recherche.countDocuments(f),
      deleteMany: (f) => recherche.deleteMany(f),
    })
  return modeles
}

export async function contenuMongo(payload: Payload): Promise<Contenu> {
  const contenu: Contenu = []
  for (const modele of modelesMongo(payload)) {
    const nom = modele.collection.collectionName
    if (IGNOREES.test(nom)) continue
    const lignes = await modele.countDocuments({})
    if (lignes > 0) contenu.push({ nom, lignes })
  }
  return contenu.sort((a, b) => a.nom.localeCompare(b.nom))
}

/** Every document deleted, indexes kept (the test server has no dropDatabase). */
export async function viderMongo(payload: Payload): Promise<void> {
  for (const modele of modelesMongo(payload)) await modele.deleteMany({})
}

export const decrireContenu = (contenu: Contenu): string =>
  contenu.map((c) => `${c.nom} : ${c.lignes}`).join(', ')
