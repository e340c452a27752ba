import { parseArgs, type ParseArgsOptionsConfig } from 'node:util'

/** A wrong argument of the commands (exit code 2). */
export class ArgumentError extends Error {}

export const BACKUP_USAGE = `Usage : npm run db:backup [-- --to <dossier | s3://bucket/préfixe>]

Écrit une archive de toute la boutique : la base (copie cohérente, prise pendant que la boutique sert),
les fichiers privés (factures, avoirs, fichiers d’impression) et les médias, avec un manifeste
(version, dernière migration, installation, nombres de documents, sha256 de chaque fichier).
Chiffrée avec age quand BACKUP_PASSPHRASE est définie. Dossier par défaut : data/sauvegardes
(ou BACKUP_DIR). La dernière ligne affichée est le chemin de l’archive.

Codes de sortie : 0 terminé, 1 échec, 2 arguments invalides.`

export const RESTORE_USAGE = `Usage : npm run db:restore -- --from <archive> [--force]

Vérifie toute l’archive (empreintes, phrase secrète BACKUP_PASSPHRASE, format) avant d’écrire quoi
que ce soit, puis restaure la base (DATABASE_URI) et les fichiers (MEDIA_DIR, PRIVATE_MEDIA_DIR ou S3)
et applique les migrations. Arrêtez la boutique avant de restaurer.

  --from <archive>  l’archive à restaurer (obligatoire)
  --force           accepte une base ou des dossiers non vides : la base est remplacée, les fichiers
                    de l’archive écrits par-dessus

Codes de sortie : 0 terminé, 1 échec ou refus (rien n’est écrit), 2 arguments invalides.`

type Values = Record<string, string | boolean | undefined>

function parse(argv: string[], options: ParseArgsOptionsConfig): Values {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values as Values
  } catch (err) {
    const option = /'([^']+)'/.exec(String((err as Error).message))?.[1]
    throw new ArgumentError(`Argument invalide : ${option ?? (err as Error).message}.`)
  }
}

const help = { aide: { type: 'boolean', short: 'h' }, help: { type: 'boolean' } } as const

export function parseBackupArguments(argv: string[]): { help: true } | { help: false; to?: string } {
  const values = parse(argv, { to: { type: 'string' }, ...help })
  if (values.aide || values.help) return { help: true }
  const to = typeof values.to === 'string' ? values.to.trim() : undefined
  if (values.to !== undefined && !to)
    throw new ArgumentError('--to attend un dossier ou s3://bucket/préfixe.')
  return { help: false, to }
}

export function parseRestoreArguments(
  argv: string[],
): { help: true } | { help: false; from: string; force: boolean } {
  const values = parse(argv, { from: { type: 'string' }, force: { type: 'boolean' }, ...help })
  if (values.aide || values.help) return { help: true }
  const from = typeof values.from === 'string' ? values.from.trim() : ''
  if (!from) throw new ArgumentError('--from <archive> est obligatoire : l’archive à restaurer.')
  return { help: false, from, force: Boolean(values.force) }
}
