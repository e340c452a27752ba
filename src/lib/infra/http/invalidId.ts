import type { Payload } from 'payload'

/**
 * True when Payload would run a document route (`/:id`, `/versions/:id`, `/:id/duplicate`…) of a
 * collection whose ids are numbers (SQLite) with an id that is not one: the adapter passed NaN to
 * SQLite and Payload answered 500 (`GET /api/media/inconnu`). The shop answers its 404 instead.
 * The endpoint is found as Payload's router finds it (payload, utilities/handleEndpoints): the
 * collection's endpoints in order, the first whose method and path match; paths matched ignoring case
 * and a trailing slash, as path-to-regexp does there. `segments` are Next's decoded params.
 */
export async function invalidId(
  segments: readonly string[],
  method: string,
  loadPayload: () => Promise<Payload>,
): Promise<boolean> {
  const [slug, ...rest] = segments
  if (slug === undefined || rest.length === 0) return false
  const payload = await loadPayload()
  if (payload.db.defaultIDType !== 'number' || !Object.hasOwn(payload.collections, slug)) return false
  const collection = payload.collections[slug as keyof typeof payload.collections]
  if (collection.customIDType && collection.customIDType !== 'number') return false
  const path = `/${rest.join('/')}`
  const m = method.toLowerCase()
  for (const endpoint of collection.config.endpoints || []) {
    if (endpoint.method !== m) continue
    const found = matchParams(endpoint.path, path)
    if (found) return found.id !== undefined && !/^\d+$/.test(found.id)
  }
  return false
}

/** The params of `pattern` (`/versions/:id`, `/access/:id?`) in `path`, or null when it does not match. */
function matchParams(pattern: string, path: string): Record<string, string | undefined> | null {
  const names: string[] = []
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const p = /^:(\w+)(\?)?$/.exec(part)
      if (!p) return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
      names.push(p[1])
      return p[2] ? '(?:/([^/]+))?' : '/([^/]+)'
    })
    .join('')
  const r = new RegExp(`^${source || '/'}/?$`, 'i').exec(path)
  if (!r) return null
  return Object.fromEntries(names.map((n, i) => [n, r[i + 1]]))
}
