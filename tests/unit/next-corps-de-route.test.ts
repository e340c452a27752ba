// @vitest-environment node
// patches/next+16.4.6+006+corps-de-route.patch (applied by `postinstall`): a route handler's body is written by a
// read loop instead of pipeTo through a WritableStream. A one-chunk body is one write with its
// Content-Length; a streaming body still streams, with backpressure, and stops when the client leaves.
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'
import { NodeNextResponse } from 'next/dist/server/base-http/node'
import { sendResponse } from 'next/dist/server/send-response'

type Envoi = (req: http.IncomingMessage) => Promise<Response>

let serveur: http.Server | undefined
let erreurs: unknown[] = []
afterEach(() => {
  serveur?.close()
  serveur = undefined
  erreurs = []
})

/** A real HTTP server whose every answer is the Response `envoi` gives, sent by Next's sendResponse. */
async function servir(envoi: Envoi): Promise<string> {
  serveur = http.createServer(async (req, res) => {
    try {
      await sendResponse(req as never, new NodeNextResponse(res) as never, await envoi(req))
    } catch (err) {
      erreurs.push(err)
    }
  })
  serveur.listen(0, '127.0.0.1')
  await once(serveur, 'listening')
  return `http://127.0.0.1:${(serveur.address() as AddressInfo).port}`
}

const attendre = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('a route’s body', () => {
  it('is sent whole with its Content-Length when it is one chunk (Response.json)', async () => {
    const base = await servir(async () => Response.json({ titre: 'Été', prix: '24,00 €' }, { status: 201 }))
    const res = await fetch(base)
    expect(res.status).toBe(201)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.headers.get('transfer-encoding')).toBeNull()
    const texte = await res.text()
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(texte))
    expect(JSON.parse(texte)).toEqual({ titre: 'Été', prix: '24,00 €' })
  })

  it('sends nothing after the headers for an empty body, and ends', async () => {
    const base = await servir(async () => new Response(new ReadableStream({ start: (c) => c.close() })))
    const res = await fetch(base)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('')
  })

  it('still streams: the first chunk reaches the client before the next one exists', async () => {
    const base = await servir(async () => {
      const encodeur = new TextEncoder()
      return new Response(
        new ReadableStream({
          async start(c) {
            c.enqueue(encodeur.encode('premier;'))
            await attendre(300)
            c.enqueue(encodeur.encode('second'))
            c.close()
          },
        }),
      )
    })
    const debut = Date.now()
    const res = await fetch(base)
    const lecteur = res.body!.getReader()
    const premier = await lecteur.read()
    expect(new TextDecoder().decode(premier.value)).toBe('premier;')
    expect(Date.now() - debut).toBeLessThan(250)
    let reste = ''
    for (let r = await lecteur.read(); !r.done; r = await lecteur.read())
      reste += new TextDecoder().decode(r.value)
    expect(reste).toBe('second')
  })

  it('writes a large streamed body intact through backpressure', async () => {
    const morceau = (i: number) => new Uint8Array(64 * 1024).fill(i % 251)
    const base = await servir(async () => {
      let i = 0
      return new Response(
        new ReadableStream({
          pull(c) {
            if (i === 80) return c.close()
            c.enqueue(morceau(i))
            i += 1
          },
        }),
      )
    })
    const corps = new Uint8Array(await (await fetch(base)).arrayBuffer())
    expect(corps.length).toBe(80 * 64 * 1024)
    for (const i of [0, 1, 40, 79]) expect(corps[i * 64 * 1024 + 5]).toBe(i % 251)
  })

  it('stops reading the source when the client goes away', async () => {
    let annule = false
    const base = await servir(async () => {
      const encodeur = new TextEncoder()
      return new Response(
        new ReadableStream({
          async pull(c) {
            await attendre(20)
            c.enqueue(encodeur.encode('x'.repeat(1024)))
          },
          cancel() {
            annule = true
          },
        }),
      )
    })
    const controle = new AbortController()
    const res = await fetch(base, { signal: controle.signal })
    await res.body!.getReader().read()
    controle.abort()
    for (let i = 0; i < 50 && !annule; i++) await attendre(20)
    expect(annule).toBe(true)
  })

  it('cuts the connection and reports the error when the source fails midway', async () => {
    const base = await servir(async () => {
      let envoye = false
      return new Response(
        new ReadableStream({
          async pull(c) {
            if (envoye) throw new Error('source en panne')
            envoye = true
            c.enqueue(new TextEncoder().encode('début'))
            await attendre(10)
          },
        }),
      )
    })
    const res = await fetch(base)
    await expect(res.text()).rejects.toThrow()
    for (let i = 0; i < 50 && erreurs.length === 0; i++) await attendre(10)
    expect(String((erreurs[0] as Error).message)).toBe('failed to pipe response')
    expect(((erreurs[0] as Error).cause as Error).message).toBe('source en panne')
  })
})
