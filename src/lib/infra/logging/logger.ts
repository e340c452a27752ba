import { type DestinationStream, type Logger, type LoggerOptions, pino, symbols } from 'pino'
import { build as joli } from 'pino-pretty'

import { mask, maskText } from './mask'

/**
 * The app's one pino logger, which Payload uses too (payload.config.ts `logger`): JSON lines in
 * production (one object per line, for a log collector), Payload's readable format elsewhere;
 * LOG_FORMAT=json|pretty decides otherwise, LOG_LEVEL sets the level. Fields that may carry a secret
 * or an e-mail address are masked wherever they appear in a logged object, so a careless
 * `logger.error({ commande })` cannot leak one.
 */
export const MASKED_FIELDS = [
  'email',
  'destinataire',
  'password',
  'motDePasse',
  'token',
  'jeton',
  'secret',
  'authorization',
  'cookie',
  'apiKey',
  'stripeSessionId',
]
const redactPaths = MASKED_FIELDS.flatMap((c) => [c, `*.${c}`, `*.*.${c}`])

const KEY = Symbol.for('mots-couleurs.journal')

/** What every line looks like: an ISO time and a level name. */
const FORMAT = {
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label: string) => ({ level: label }) },
} satisfies LoggerOptions

export function createLogger(
  env: Record<string, string | undefined> = process.env,
  destination?: DestinationStream,
): Logger {
  const json = env.LOG_FORMAT ? env.LOG_FORMAT === 'json' : env.NODE_ENV === 'production'
  const options: LoggerOptions = {
    ...FORMAT,
    name: 'mots-couleurs',
    level: env.LOG_LEVEL || 'info',
    enabled: env.DISABLE_LOGGING !== 'true',
    redact: { paths: redactPaths, censor: '[masqué]' },
    formatters: {
      ...FORMAT.formatters,
      // Addresses inside values and messages too (an error naming its recipient), after the named
      // fields above are masked.
      log: (obj) => mask(obj) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, pinoMethod) {
        pinoMethod.apply(this, args.map((a) => (typeof a === 'string' ? maskText(a) : a)) as typeof args)
      },
    },
  }
  if (destination) return pino(options, destination)
  return json
    ? pino(options)
    : pino(options, joli({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' }))
}

/** The process's logger, made once (Next's instrumentation and Payload's config load it separately). */
export function logger(): Logger {
  const g = globalThis as { [KEY]?: Logger }
  return (g[KEY] ??= createLogger())
}

/**
 * A logger for lines every field of which is made safe where it is built (the request lines of
 * src/lib/infra/http/requestLog.ts: a masked path, a checked id, a method, numbers): `parent`'s destination,
 * level and bindings without its masking, which was most of the logging time of a cached page
 * (pino's redaction walking its wildcard paths on each line; docs/BENCHMARKS.md). Nothing else may
 * log through it.
 */
export function unmaskedLogger(parent: Logger): Logger {
  return pino(
    { ...FORMAT, level: parent.level, base: parent.bindings() },
    (parent as unknown as Record<symbol, DestinationStream>)[symbols.streamSym],
  )
}
