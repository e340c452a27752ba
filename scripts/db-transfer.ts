/**
 * `npm run db:transfer -- --to <URI> [--from <URI>] [--force]`: copies the whole shop from one database
 * to another (SQLite → MongoDB when a studio outgrows one machine, and back). The logic is in
 * src/lib/transfert; this reads the arguments and prints the French output. Exit codes: 0 done,
 * 1 transfer failed (or refused: non-empty target), 2 wrong arguments.
 */
import config from '@payload-config'

import { ArgumentError, maskMessage, parseArguments, transfer, USAGE } from '../src/lib/transfert'
import { ligneErreur } from './lib/checks.mjs'

async function main() {
  const args = parseArguments(process.argv.slice(2))
  if (args.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const report = await transfer(await config, {
    from: args.from,
    to: args.to,
    force: args.force,
    log: (line) => console.log(line),
    logLevel: process.env.DEBUG === '1' ? 'info' : 'silent',
  })
  const seconds = report.seconds.toFixed(1).replace('.', ',')
  if (report.mismatches.length) {
    console.error(
      `Transfert incomplet : les comptes diffèrent pour ${report.mismatches.map((r) => r.name).join(', ')} (${seconds} s).`,
    )
    process.exit(1)
  }
  console.log(`Transfert terminé en ${seconds} s.`)
  process.exit(0)
}

// Awaited at the top level so that scripts/run-ts.mjs keeps the process alive until the end.
await main().catch((err) => {
  if (err instanceof ArgumentError) {
    console.error(`${err.message}\n\n${USAGE}`)
    process.exit(2)
  }
  console.error(`Transfert impossible : ${maskMessage(ligneErreur(err))}`)
  process.exit(1)
})
