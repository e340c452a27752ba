import { parseArgs } from 'node:util'

import { sqliteUrl } from '../infra/database'
import { ArgumentError } from './uri'

export const USAGE = `Usage : npm run db:transfer -- --to <URI> [--from <URI>] [--force]

Copie toute la boutique d’une base vers une autre, par exemple du fichier SQLite vers MongoDB
quand la boutique passe à plusieurs machines, ou dans l’autre sens : collections, brouillons et
versions, réglages, comptes (mots de passe conservés), commandes, j’aime, abonnés. La source n’est
que lue. Les fichiers des médias restent sur le disque (MEDIA_DIR, PRIVATE_MEDIA_DIR).

  --to <URI>     base cible (obligatoire) : mongodb://hôte:port/base, file:chemin.db ou un chemin
  --from <URI>   base source (par défaut DATABASE_URI, sinon le fichier SQLite par défaut)
  --force        accepte une cible qui n’est pas vide : TOUT son contenu est supprimé avant la copie
  -h, --aide     affiche cette aide

Une cible non vide est refusée sans --force, sans rien y écrire.
Codes de sortie : 0 terminé, 1 échec du transfert, 2 arguments invalides.`

export type Arguments = { help: true } | { help: false; from: string; to: string; force: boolean }

/** The command's arguments; a wrong one throws ArgumentError with a French message. */
export function parseArguments(argv: string[], env: NodeJS.ProcessEnv = process.env): Arguments {
  let values: { from?: string; to?: string; force?: boolean; help?: boolean; [flag: string]: unknown }
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        force: { type: 'boolean' },
        aide: { type: 'boolean', short: 'h' },
        help: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (err) {
    const code = (err as { code?: string }).code
    const message = String((err as Error).message)
    const option = /'([^']+)'/.exec(message)?.[1]
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw new ArgumentError(`Option inconnue : ${option ?? message}.`)
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
      throw new ArgumentError(
        `Argument inattendu : ${option ?? message} (les bases se donnent avec --from et --to).`,
      )
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw new ArgumentError(`Valeur manquante ou invalide pour ${option?.split(' ')[0] ?? 'une option'}.`)
    throw new ArgumentError(`Arguments invalides : ${message}`)
  }
  // `--aide` (`-h`) and `--help` both ask for the usage.
  if (values.aide || values.help) return { help: true }
  if (!values.to?.trim()) throw new ArgumentError('--to <URI> est obligatoire : la base cible.')
  const from = values.from?.trim() || env.DATABASE_URI || sqliteUrl('')
  return { help: false, from, to: values.to.trim(), force: Boolean(values.force) }
}
