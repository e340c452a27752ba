import type { Client, InStatement } from '@libsql/client'

import { POIDS, type EntreeRecherche } from './contenu'
import type { MoteurRecherche } from './moteur'
import { expressionFts5 } from './requete'

/**
 * SQLite: an FTS5 table keyed by the product id (rowid). Its name starts with `libsql_` on purpose:
 * drizzle-kit, which pushes the schema of `next dev` and of the tests, leaves `libsql_*` tables alone,
 * and would otherwise offer to drop a table it does not know (an interactive prompt, then an exit).
 * Created by the migration of src/migrations/ and, for pushed schemas, by `preparer()`.
 */
export const TABLE_RECHERCHE = 'libsql_produits_recherche'
export const TABLE_ETAT = 'libsql_produits_recherche_etat'

/** The texts are normalised already (./normaliser.ts): the tokenizer only splits on spaces. */
export const CREER_TABLES = [
  `CREATE VIRTUAL TABLE IF NOT EXISTS ${TABLE_RECHERCHE} USING fts5(titre, sous_titre, mots_cles, extrait, tokenize = 'unicode61 remove_diacritics 0', prefix = '3')`,
  `CREATE TABLE IF NOT EXISTS ${TABLE_ETAT} (cle TEXT PRIMARY KEY NOT NULL, valeur TEXT NOT NULL)`,
]

// bm25's weights follow the table's column order.
const RANG = `bm25(${TABLE_RECHERCHE}, ${POIDS.titre}, ${POIDS.sousTitre}, ${POIDS.motsCles}, ${POIDS.extrait})`

const inserer = (e: EntreeRecherche): InStatement => ({
  sql: `INSERT INTO ${TABLE_RECHERCHE} (rowid, titre, sous_titre, mots_cles, extrait) VALUES (?, ?, ?, ?, ?)`,
  args: [Number(e.id), e.titre, e.sousTitre, e.motsCles, e.extrait],
})
const supprimer = (id: number | string): InStatement => ({
  sql: `DELETE FROM ${TABLE_RECHERCHE} WHERE rowid = ?`,
  args: [Number(id)],
})

/** Writes go through `batch`: one synchronous transaction on Payload's own connection (the SQLite
 *  adapter runs without transactions of its own), so nothing interleaves with them. */
export function moteurSqlite(client: Client): MoteurRecherche {
  return {
    async preparer() {
      await client.batch(CREER_TABLES, 'write')
      const [etat, taille] = await client.batch(
        [
          `SELECT valeur FROM ${TABLE_ETAT} WHERE cle = 'version'`,
          `SELECT count(*) AS n FROM ${TABLE_RECHERCHE}`,
        ],
        'read',
      )
      const version = etat.rows[0] ? Number(etat.rows[0].valeur) : null
      return { version, entrees: Number(taille.rows[0].n) }
    },
    async remplacer(entrees) {
      if (entrees.length === 0) return
      await client.batch(
        entrees.flatMap((e) => [supprimer(e.id), inserer(e)]),
        'write',
      )
    },
    async retirer(ids) {
      if (ids.length === 0) return
      await client.batch(ids.map(supprimer), 'write')
    },
    async reconstruire(entrees, version) {
      await client.batch(
        [
          ...CREER_TABLES,
          `DELETE FROM ${TABLE_RECHERCHE}`,
          ...entrees.map(inserer),
          // Merges the segments written row by row: faster queries on a freshly built index.
          `INSERT INTO ${TABLE_RECHERCHE} (${TABLE_RECHERCHE}) VALUES ('optimize')`,
          {
            sql: `INSERT OR REPLACE INTO ${TABLE_ETAT} (cle, valeur) VALUES ('version', ?)`,
            args: [String(version)],
          },
        ],
        'write',
      )
    },
    async chercher(requete, limite) {
      const { rows } = await client.execute({
        sql: `SELECT rowid AS id FROM ${TABLE_RECHERCHE} WHERE ${TABLE_RECHERCHE} MATCH ? ORDER BY ${RANG}, rowid DESC LIMIT ?`,
        args: [expressionFts5(requete), limite],
      })
      return rows.map((r) => Number(r.id))
    },
  }
}
