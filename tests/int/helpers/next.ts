import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external.js'
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external.js'
import { executeRevalidates } from 'next/dist/server/revalidation-utils.js'

// A test file that imports this installs AsyncLocalStorage first, in vi.hoisted, as a Next server does
// before its modules load (next/dist/server/node-environment-baseline.js).

/** What Next does around a Route Handler (next/dist/server/route-modules/app-route/module.js): the
 *  request's stores while it runs, then executeRevalidates on the tags it recorded. The incremental
 *  cache here only notes the tags it is told to expire. */
export async function commeRouteHandler<T>(fn: () => Promise<T>) {
  const expires: string[] = []
  const store = {
    page: '/api/[...slug]/route',
    route: '/api/[...slug]',
    cacheLifeProfiles: {},
    incrementalCache: { revalidateTag: async (tags: string[]) => void expires.push(...tags) },
  } as unknown as Parameters<typeof executeRevalidates>[0]
  const requete = { type: 'request', phase: 'action' } as never
  const resultat = await workAsyncStorage.run(store, () => workUnitAsyncStorage.run(requete, fn))
  await executeRevalidates(store)
  return { resultat, expires, store }
}
