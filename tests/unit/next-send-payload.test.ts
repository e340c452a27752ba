// @vitest-environment node
// patches/next+16.4.6+002+send-payload.patch (applied by `postinstall`): a prerendered page is sent as bytes encoded once,
// not as a string Node re-encodes for every response. These tests fail if the patch is not applied.
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import RenderResult from 'next/dist/server/render-result'
import { sendRenderResult } from 'next/dist/server/send-payload'

type Sent = { headers: Record<string, unknown>; body: unknown }

async function send(
  html: string,
  method = 'GET',
  { compress = false, acceptEncoding }: { compress?: boolean; acceptEncoding?: string } = {},
): Promise<Sent> {
  const headers: Record<string, unknown> = {}
  const sent: Sent = { headers, body: undefined }
  const res = {
    finished: false,
    headersSent: false,
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = value),
    getHeader: (name: string) => headers[name.toLowerCase()],
    end: (body: unknown) => void (sent.body = body),
  }
  const req = { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }
  await sendRenderResult({
    req: req as never,
    res: res as never,
    result: RenderResult.fromStatic(html, 'text/html; charset=utf-8'),
    generateEtags: false,
    poweredByHeader: false,
    cacheControl: undefined,
    compress,
  } as Parameters<typeof sendRenderResult>[0])
  return sent
}

// A French page: accents, typographic apostrophes, the euro sign and narrow no-break spaces.
const page = `<!DOCTYPE html><html lang="fr"><body>${'<p>L’affiche « Été » coûte 24,00\u00a0€ ; vraiment\u202f?</p>'.repeat(200)}</body></html>`

describe('prerendered pages are sent as bytes encoded once', () => {
  it('sends the UTF-8 bytes of the page with their exact length', async () => {
    const { headers, body } = await send(page)
    expect(Buffer.isBuffer(body)).toBe(true)
    expect((body as Buffer).toString('utf8')).toBe(page)
    expect(headers['content-length']).toBe(Buffer.byteLength(page))
    expect(headers['content-type']).toBe('text/html; charset=utf-8')
  })

  it('reuses the same bytes for the next response of the same page', async () => {
    const first = await send(page)
    const second = await send(page)
    expect(second.body).toBe(first.body)
  })

  it('sends the page as upstream Next does with MC_ENVOI_BRUT=1 (the benchmark compares both)', async () => {
    process.env.MC_ENVOI_BRUT = '1'
    try {
      const { body, headers } = await send(page, 'GET', { compress: true, acceptEncoding: 'gzip' })
      expect(body).toBe(page)
      expect(headers['content-encoding']).toBeUndefined()
    } finally {
      delete process.env.MC_ENVOI_BRUT
    }
  })

  it('keeps a small payload as it is and sends no body to HEAD', async () => {
    expect((await send('<p>court</p>')).body).toBe('<p>court</p>')
    const head = await send(page, 'HEAD')
    expect(head.body).toBeNull()
    expect(head.headers['content-length']).toBe(Buffer.byteLength(page))
  })
})

describe('cached pages are gzipped once for the browsers that accept it', () => {
  it('sends the gzip of the page, with its length, when compression is on and gzip accepted', async () => {
    const { headers, body } = await send(page, 'GET', { compress: true, acceptEncoding: 'gzip, deflate, br' })
    expect(headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(body as Buffer).toString('utf8')).toBe(page)
    expect(headers['content-length']).toBe((body as Buffer).length)
    expect((body as Buffer).length).toBeLessThan(Buffer.byteLength(page) / 5)
    const again = await send(page, 'GET', { compress: true, acceptEncoding: 'gzip' })
    expect(again.body).toBe(body)
  })

  it('sends the plain bytes when gzip is refused, not asked for, or compression is off', async () => {
    for (const options of [
      { compress: true, acceptEncoding: 'gzip;q=0, br' },
      { compress: true },
      { compress: false, acceptEncoding: 'gzip' },
    ]) {
      const { headers, body } = await send(page, 'GET', options)
      expect(headers['content-encoding'], JSON.stringify(options)).toBeUndefined()
      expect((body as Buffer).toString('utf8')).toBe(page)
    }
  })
})
