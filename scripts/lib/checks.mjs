// Pre-flight checks of `npm start`: each failure is one clear line, never a stack trace.
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export class StartError extends Error {}

export function portFree(port, host = '0.0.0.0') {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.once('listening', () => server.close(() => resolve(true)))
    server.listen(port, host)
  })
}

export async function assertPortFree(port) {
  if (!(await portFree(port))) {
    throw new StartError(
      `Le port ${port} est déjà utilisé : arrêtez l'autre serveur ou lancez avec PORT=<autre port> npm start.`,
    )
  }
}

/** PAYLOAD_SECRET: required when NODE_ENV=production is set explicitly; otherwise one is generated
 *  once and kept in data/.payload-secret so sessions survive restarts of the local shop. */
export function resolveSecret(env = process.env, dataDir = 'data') {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  if (env.NODE_ENV === 'production') {
    throw new StartError(
      'PAYLOAD_SECRET manquant : définissez PAYLOAD_SECRET (une chaîne aléatoire d’au moins 32 caractères) pour la production.',
    )
  }
  const file = path.join(dataDir, '.payload-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(dataDir, { recursive: true })
  const secret = crypto.randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  console.log(`PAYLOAD_SECRET généré pour cette machine (${file}).`)
  return secret
}

/** A mongodb URI must answer within 5 s; a SQLite path must be in a writable folder. */
export async function assertDatabaseReachable(uri) {
  if (uri && /^mongodb(\+srv)?:\/\//.test(uri)) {
    const { MongoClient } = await import('mongodb')
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 })
    try {
      await client.connect()
      await client.db().command({ ping: 1 })
    } catch (err) {
      throw new StartError(
        `Base MongoDB injoignable (${err.message.split('\n')[0]}) : vérifiez DATABASE_URI.`,
      )
    } finally {
      await client.close().catch(() => {})
    }
    return
  }
  const file = uri ? uri.replace(/^file:/, '') : 'data/mots-couleurs.db'
  const dir = path.dirname(path.resolve(file))
  try {
    fs.mkdirSync(dir, { recursive: true })
    fs.accessSync(dir, fs.constants.W_OK)
  } catch {
    throw new StartError(
      `Dossier de la base SQLite non accessible en écriture (${dir}) : vérifiez DATABASE_URI.`,
    )
  }
}

const causeProfonde = (err) => {
  let cause = err
  while (cause?.cause instanceof Error) cause = cause.cause
  return cause === err ? undefined : cause.message
}

/** A failure in one line: its message and its deepest cause; the whole stack under DEBUG=1. */
export function ligneErreur(err, env = process.env) {
  if (!(err instanceof Error)) return String(err)
  if (env.DEBUG === '1') return err.stack ?? err.message
  const cause = causeProfonde(err)
  return `${err.message.split('\n')[0]}${cause ? ` (${cause.split('\n')[0]})` : ''} (DEBUG=1 affiche le détail)`
}

/**
 * Payload's `logger` for the scripts of `npm start`: entries go to Payload's own output (`pretty`, its
 * `defaultLoggerOptions` stream), errors in one line prefixed with `prefixe` unless DEBUG=1. A failed
 * migration was logged with its whole stack (57 lines) before Payload exits, so no catch of ours can
 * shorten it.
 * @param {{ write: (line: string) => unknown }} pretty
 * @param {string} prefixe
 * @returns {import('payload').Config['logger']}
 */
export function journalPayload(pretty, prefixe, env = process.env) {
  return {
    // `enabled` set, or Payload would let DISABLE_LOGGING silence the one line of a failure too.
    options: { level: 'info', enabled: true },
    destination: {
      write(line) {
        let entry
        try {
          entry = JSON.parse(line)
        } catch {
          return pretty.write(line)
        }
        // Payload names its logger; its default one, whose output this keeps, has no name.
        const { name: _name, ...rest } = entry
        if (entry.level < 50 || env.DEBUG === '1') return pretty.write(`${JSON.stringify(rest)}\n`)
        // Drizzle's message goes on with the whole SQL query: its first words, then the database's reason.
        const message = String(entry.msg || entry.err?.message || 'erreur')
          .split('\n')[0]
          .replace(/\s*Failed query:.*$/, '')
        const causes = [...String(entry.err?.stack ?? '').matchAll(/caused by: (?:\w+: )?(.+)/g)]
        const cause = causes.at(-1)?.[1]
        process.stderr.write(
          `${prefixe}${message}${cause ? ` (${cause})` : ''} (DEBUG=1 affiche le détail)\n`,
        )
      },
    },
  }
}
