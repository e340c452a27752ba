import type { Payload } from 'payload'

/**
 * True for `/api/{collection}/versions[/…]` (and `/api/globals/{slug}/versions[/…]`) when that
 * collection or global keeps no versions: Payload defines those routes for every one of them and then
 * queries a versions table that does not exist — a 500 where the route is not there at all (404).
 * `path` is the canonical path of src/lib/infra/http/operation.ts.
 */
export async function missingVersions(path: string, loadPayload: () => Promise<Payload>): Promise<boolean> {
  const m = /^\/api\/(globals\/)?([^/]+)\/versions(\/|$)/.exec(path)
  if (!m) return false
  const payload = await loadPayload()
  const slug = decodeURIComponent(m[2])
  if (m[1]) {
    const global = payload.config.globals.find((g) => g.slug === slug)
    return global !== undefined && !global.versions
  }
  if (!Object.hasOwn(payload.collections, slug)) return false
  return !payload.collections[slug as keyof typeof payload.collections].config.versions
}
