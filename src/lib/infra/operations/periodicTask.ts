/**
 * Whether this process runs background work by itself: only a Next server (`next start`, `next dev`),
 * never `next build`, scripts (seed, migrations) or tests, which call the passes themselves.
 * MC_ENTRETIEN=off switches it off.
 */
export function runsBackgroundWork(env: Record<string, string | undefined> = process.env): boolean {
  if (env.NEXT_RUNTIME !== 'nodejs' || env.NEXT_PHASE === 'phase-production-build') return false
  return env.MC_ENTRETIEN !== 'off'
}

/**
 * Runs `run` every `intervalMs`, once per process (keyed by `key` on globalThis, so a second
 * onInit does not start a second timer), never two passes at once; a failed pass is handed to
 * `onError` and the next one runs as planned. Returns the pass, for a first run sooner, or null when
 * this process already runs it.
 */
export function startPeriodicTask(
  key: string,
  intervalMs: number,
  run: () => Promise<unknown>,
  onError: (err: unknown) => void,
): (() => Promise<void>) | null {
  const g = globalThis as { [k: symbol]: NodeJS.Timeout | undefined }
  const symbol = Symbol.for(`mots-couleurs.${key}`)
  if (g[symbol]) return null
  let busy = false
  const runOnce = async () => {
    if (busy) return
    busy = true
    try {
      await run()
    } catch (err) {
      onError(err)
    } finally {
      busy = false
    }
  }
  g[symbol] = setInterval(runOnce, intervalMs).unref()
  return runOnce
}
