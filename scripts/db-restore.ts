/**
 * `npm run db:restore -- --from FILE [--force]`: checks the whole archive, then restores the database and
 * the files into the configured places (src/lib/sauvegarde). Exit codes: 0 done, 1 failed or refused (nothing
 * written), 2 wrong arguments.
 */
import config from '@payload-config'

import {
  ArgumentError,
  BackupError,
  backupPassphrase,
  parseRestoreArguments,
  RESTORE_USAGE,
  restoreBackup,
} from '../src/lib/sauvegarde'
import { maskMessage } from '../src/lib/transfert'
import { ligneErreur } from './lib/checks.mjs'

async function main() {
  const args = parseRestoreArguments(process.argv.slice(2))
  if (args.help) {
    console.log(RESTORE_USAGE)
    process.exit(0)
  }
  const report = await restoreBackup(await config, {
    from: args.from,
    force: args.force,
    passphrase: backupPassphrase(),
    log: (line) => console.log(line),
    logLevel: process.env.DEBUG === '1' ? 'info' : 'silent',
  })
  if (report.mismatches.length) {
    console.error(`Restauration incomplète : les nombres diffèrent pour ${report.mismatches.join(', ')}.`)
    process.exit(1)
  }
  console.log('Restauration terminée.')
  process.exit(0)
}

await main().catch((err) => {
  if (err instanceof ArgumentError) {
    console.error(`${err.message}\n\n${RESTORE_USAGE}`)
    process.exit(2)
  }
  const message = err instanceof BackupError ? err.message : `Restauration impossible : ${ligneErreur(err)}`
  console.error(maskMessage(message))
  process.exit(1)
})
