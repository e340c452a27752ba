/**
 * `npm run db:backup [-- --to DIR | s3://bucket/prefix]`: one archive of the whole shop (src/lib/sauvegarde).
 * Its last line is the archive's path. Exit codes: 0 done, 1 failed, 2 wrong arguments.
 */
// First: everything after it, the configuration included, loads at the lowest priority.
import './lib/arriere-plan.mjs'

import config from '@payload-config'

import {
  ArgumentError,
  BACKUP_USAGE,
  backupPassphrase,
  createBackup,
  formatSize,
  parseBackupArguments,
} from '../src/lib/sauvegarde'
import { maskMessage } from '../src/lib/transfert'
import { ligneErreur } from './lib/checks.mjs'

async function main() {
  const args = parseBackupArguments(process.argv.slice(2))
  if (args.help) {
    console.log(BACKUP_USAGE)
    process.exit(0)
  }
  const passphrase = backupPassphrase()
  const { archive, summary, seconds } = await createBackup(await config, { to: args.to, passphrase })
  const documents = Object.entries(summary.counts)
    .filter(([name]) => !name.includes('(versions)'))
    .reduce((n, [, c]) => n + c, 0)
  console.log(
    `Sauvegarde terminée en ${seconds.toFixed(1).replace('.', ',')} s : ${documents} documents, ${summary.files} fichiers, ${formatSize(summary.size)}${passphrase ? ', chiffrée' : ', non chiffrée (BACKUP_PASSPHRASE non définie)'}.`,
  )
  console.log(archive)
  process.exit(0)
}

await main().catch((err) => {
  if (err instanceof ArgumentError) {
    console.error(`${err.message}\n\n${BACKUP_USAGE}`)
    process.exit(2)
  }
  console.error(`Sauvegarde impossible : ${maskMessage(ligneErreur(err))}`)
  process.exit(1)
})
