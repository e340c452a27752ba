import { afterEach, describe, expect, it, vi } from 'vitest'

import { analyticsScript, resetAnalyticsCache, STUB_SCRIPT } from '@/lib/analytics/script'

afterEach(() => {
  resetAnalyticsCache()
  vi.restoreAllMocks()
})

const env = (url?: string) => ({ ANALYTICS_SCRIPT_URL: url }) as unknown as NodeJS.ProcessEnv
const UMAMI = 'https://stats.example/script.js'

describe('/js/script.js', () => {
  it('serves a harmless JavaScript stub without ANALYTICS_SCRIPT_URL', async () => {
    const fetchImpl = vi.fn()
    const res = await analyticsScript(env(undefined), fetchImpl as unknown as typeof fetch)
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8')
    const body = await res.text()
    expect(body).toBe(STUB_SCRIPT)
    expect(() => new Function(body)()).not.toThrow()
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('proxies the configured script and caches it for an hour', async () => {
    const fetchImpl = vi.fn(async () => new Response('window.umami={track(){}}'))
    const t0 = 1_000_000
    const first = await analyticsScript(env(UMAMI), fetchImpl as unknown as typeof fetch, t0)
    expect(await first.text()).toBe('window.umami={track(){}}')
    expect(first.headers.get('cache-control')).toContain('max-age=3600')
    expect(fetchImpl).toHaveBeenCalledWith(UMAMI, expect.anything())
    await analyticsScript(env(UMAMI), fetchImpl as unknown as typeof fetch, t0 + 59 * 60 * 1000)
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    await analyticsScript(env(UMAMI), fetchImpl as unknown as typeof fetch, t0 + 61 * 60 * 1000)
    expect(fetchImpl).toHaveBeenCalledTimes(2)
  })

  it('falls back to the last good copy, else the stub, when the analytics server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const down = vi.fn(async () => new Response('', { status: 502, statusText: 'Bad Gateway' }))
    const stub = await analyticsScript(env(UMAMI), down as unknown as typeof fetch)
    expect(stub.status).toBe(200)
    expect(await stub.text()).toBe(STUB_SCRIPT)

    const ok = vi.fn(async () => new Response('/* plausible */'))
    await analyticsScript(env(UMAMI), ok as unknown as typeof fetch, 0)
    const offline = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    const kept = await analyticsScript(env(UMAMI), offline as unknown as typeof fetch, 2 * 60 * 60 * 1000)
    expect(await kept.text()).toBe('/* plausible */')
  })
})
