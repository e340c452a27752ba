// `npm run db:reset`: deletes the local SQLite database of `npm start` (with its -wal/-shm files) so that
// the next `npm start` re-creates it from the committed migrations, with the demo catalogue. It is the
// way out after `npm run migrate:reset`, which leaves a database that the new initial migration cannot
// migrate (src/lib/infra/database/migrate.ts, `schemaSqliteIncompatible`). The secret (data/.payload-secret) and the
// uploaded files (media/, shared with the dev database) stay. A database that DATABASE_URI names is
// deleted only after a yes (`-- --oui` without a terminal); a MongoDB database, never.
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline/promises'

const DEFAULT_SQLITE_FILE = 'data/mots-couleurs.db'

async function confirme(question) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout })
  try {
    return /^(o|oui|y|yes)$/i.test((await rl.question(`${question} [o/N] `)).trim())
  } finally {
    rl.close()
  }
}

async function main() {
  const uri = process.env.DATABASE_URI
  if (uri && /^mongodb(\+srv)?:\/\//.test(uri)) {
    console.error(
      'DATABASE_URI désigne une base MongoDB : npm run db:reset ne supprime que la base SQLite locale.',
    )
    return 1
  }
  // As src/lib/infra/database/database.ts reads DATABASE_URI: a path or a `file:` URL, relative to the project.
  const file = path.resolve(uri ? uri.replace(/^file:/, '').replace(/\?.*$/, '') : DEFAULT_SQLITE_FILE)
  const nom = path.relative(process.cwd(), file).startsWith('..') ? file : path.relative(process.cwd(), file)
  const files = ['', '-wal', '-shm', '-journal'].map((suffix) => `${file}${suffix}`).filter(fs.existsSync)
  if (files.length === 0) {
    console.log(`Aucune base à supprimer (${nom}) : \`npm start\` la créera.`)
    return 0
  }
  if (uri && !process.argv.includes('--oui')) {
    const question = `Supprimer la base ${nom} que désigne DATABASE_URI, et toutes ses données ?`
    if (!process.stdin.isTTY) {
      console.error(
        `DATABASE_URI désigne ${nom} : relancez avec \`npm run db:reset -- --oui\` pour la supprimer.`,
      )
      return 1
    }
    if (!(await confirme(question))) {
      console.log('Base conservée.')
      return 1
    }
  }
  for (const f of files) fs.rmSync(f, { force: true })
  console.log(`Base ${nom} supprimée : \`npm start\` la recrée avec le catalogue de démonstration.`)
  return 0
}

process.exit(await main())
