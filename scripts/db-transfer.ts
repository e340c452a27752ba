/**
 * `npm run db:transfer -- --to <URI> [--from <URI>] [--force]`: copies the whole shop from one database
 * to another (SQLite → MongoDB when a studio outgrows one machine, and back). The logic is in
 * src/lib/transfert; this reads the arguments and prints the French output. Exit codes: 0 done,
 * 1 transfer failed (or refused: non-empty target), 2 wrong arguments.
 */
import config from '@payload-config'

import { lireArguments, USAGE } from '../src/lib/transfert/arguments'
import { ErreurArgument, transferer } from '../src/lib/transfert'
import { masquerMessage } from '../src/lib/transfert/uri'
import { ligneErreur } from './lib/checks.mjs'

async function main() {
  const args = lireArguments(process.argv.slice(2))
  if (args.aide) {
    console.log(USAGE)
    process.exit(0)
  }
  const bilan = await transferer(await config, {
    from: args.from,
    to: args.to,
    force: args.force,
    journal: (ligne) => console.log(ligne),
    niveauJournal: process.env.DEBUG === '1' ? 'info' : 'silent',
  })
  const secondes = bilan.secondes.toFixed(1).replace('.', ',')
  if (bilan.ecarts.length) {
    console.error(
      `Transfert incomplet : les comptes diffèrent pour ${bilan.ecarts.map((l) => l.nom).join(', ')} (${secondes} s).`,
    )
    process.exit(1)
  }
  console.log(`Transfert terminé en ${secondes} s.`)
  process.exit(0)
}

// Awaited at the top level so that scripts/run-ts.mjs keeps the process alive until the end.
await main().catch((err) => {
  if (err instanceof ErreurArgument) {
    console.error(`${err.message}\n\n${USAGE}`)
    process.exit(2)
  }
  console.error(`Transfert impossible : ${masquerMessage(ligneErreur(err))}`)
  process.exit(1)
})
