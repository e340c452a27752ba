/**
 * The analytics script served at the fixed same-site path /js/script.js (docs/SPECIFICATION.md §7): a proxy
 * of ANALYTICS_SCRIPT_URL (Umami's or Plausible's script) when set, else a harmless stub. Serving it from the
 * site itself keeps it first-party (no third-party script origin).
 */
export const STUB_SCRIPT =
  '/* Mots & Couleurs : aucune mesure d’audience configurée (ANALYTICS_SCRIPT_URL). */\n'

const TTL_MS = 60 * 60 * 1000
const HEADERS = {
  'Content-Type': 'application/javascript; charset=utf-8',
  'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
  'X-Content-Type-Options': 'nosniff',
}

let cached: { url: string; body: string; at: number } | null = null

/** For tests. */
export function resetAnalyticsCache(): void {
  cached = null
}

export async function analyticsScript(
  env: NodeJS.ProcessEnv = process.env,
  fetchImpl: typeof fetch = fetch,
  now: number = Date.now(),
): Promise<Response> {
  const url = env.ANALYTICS_SCRIPT_URL?.trim()
  if (!url) return new Response(STUB_SCRIPT, { headers: HEADERS })
  if (cached && cached.url === url && now - cached.at < TTL_MS)
    return new Response(cached.body, { headers: HEADERS })
  try {
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(5000) })
    if (!res.ok) throw new Error(`${res.status} ${res.statusText}`)
    const body = await res.text()
    cached = { url, body, at: now }
    return new Response(body, { headers: HEADERS })
  } catch (err) {
    console.error('Analytics script unavailable', err)
    // The last good copy, else the stub: pages never wait on or break because of analytics.
    const body = cached?.url === url ? cached.body : STUB_SCRIPT
    return new Response(body, { headers: { ...HEADERS, 'Cache-Control': 'public, max-age=300' } })
  }
}
