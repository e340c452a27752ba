import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Written by hand (kept by scripts/migrate-reset.sh after the initial migration): the products' search
 * index, an FTS5 table drizzle-kit cannot describe (src/lib/recherche/sqlite.ts, which creates the same
 * tables on pushed schemas). Filled on the next start: prepare rebuilds an index it finds empty.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql.raw(
      `CREATE VIRTUAL TABLE IF NOT EXISTS libsql_produits_recherche USING fts5(titre, sous_titre, mots_cles, extrait, tokenize = 'unicode61 remove_diacritics 0', prefix = '3')`,
    ),
  )
  await db.run(
    sql.raw(
      `CREATE TABLE IF NOT EXISTS libsql_produits_recherche_etat (cle TEXT PRIMARY KEY NOT NULL, valeur TEXT NOT NULL)`,
    ),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw(`DROP TABLE IF EXISTS libsql_produits_recherche`))
  await db.run(sql.raw(`DROP TABLE IF EXISTS libsql_produits_recherche_etat`))
}
