// The export condition the project's Node scripts run with (scripts/run-ts.mjs explains why one is needed).
// It follows NODE_ENV as Lexical's own `*.node.mjs` entries do: the production build when NODE_ENV is
// production, the development build otherwise.

/**
 * `production` when NODE_ENV is production, `development` otherwise.
 * @param {Record<string, string | undefined>} [env]
 */
export function exportCondition(env = process.env) {
  return env.NODE_ENV === 'production' ? 'production' : 'development'
}

/**
 * Whether Node's arguments already name an export condition (`--conditions=x`, `--conditions x`, `-C x`).
 * @param {string[]} execArgv
 */
export function hasExportCondition(execArgv) {
  return execArgv.some(
    (arg) =>
      arg === '-C' || arg === '--conditions' || arg.startsWith('--conditions=') || arg.startsWith('-C='),
  )
}
