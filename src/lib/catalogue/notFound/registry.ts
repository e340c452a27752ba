import type { SlugIndex } from './decide'

/**
 * The slug index of this process, on globalThis: the server installs its loader at start
 * (src/instrumentation.ts, ./slugIndex.ts, which reads Payload); the request hook (./decision.ts,
 * src/lib/infra/http/notFoundRewrite.mjs) reads the index here, and the revalidation hooks forget it here.
 *
 * Its size grows with the content, never with the URLs asked. Forgotten when a change is revalidated
 * in this process (src/hooks/revalidate.ts) and loaded again at most MAX_AGE_MS after its load, for the
 * changes another instance made. While it loads: null, and the routes decide, as without it.
 */
export const MAX_AGE_MS = 5_000

type Loader = () => Promise<SlugIndex>
type State = {
  index: SlugIndex | null
  loadedAt: number
  loading: Promise<void> | null
  generation: number
  loader?: Loader
}
const KEY = Symbol.for('mots-couleurs.slugIndex')
const global = globalThis as typeof globalThis & { [KEY]?: State }
const state = (global[KEY] ??= { index: null, loadedAt: 0, loading: null, generation: 0 })

export function installSlugIndexLoader(loader: Loader): void {
  state.loader = loader
}

async function load(loader: Loader, generation: number): Promise<void> {
  try {
    const index = await loader()
    // A change revalidated while this read ran may be missing from it: that read is not kept.
    if (generation === state.generation) {
      state.index = index
      state.loadedAt = Date.now()
    }
  } catch {
    // No index: every path goes to its route.
  } finally {
    state.loading = null
  }
}

/** The index when fresh; else null, and a load started. */
export function currentSlugIndex(now = Date.now()): SlugIndex | null {
  if (state.index && now - state.loadedAt < MAX_AGE_MS) return state.index
  state.index = null
  if (state.loader) state.loading ??= load(state.loader, state.generation)
  return null
}

/** Drops the index: a document was published, unpublished, renamed or deleted. */
export function forgetSlugIndex(): void {
  state.generation += 1
  state.index = null
}

/** Resolves once the load in progress, if any, is over. */
export const slugIndexSettled = (): Promise<void> => state.loading ?? Promise.resolve()
