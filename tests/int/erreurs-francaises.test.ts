// Every error answer of the admin's API and of the media uploads is in French (issue 44, item 7):
// Payload's own messages (« An unknown error occurred. », « Missing ID of document to update. »,
// « No files were uploaded. »…) reach the shop's `error` field translated, through the guard as in
// production (tests/support/garde.ts).
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiGardee } from '../support/garde'
import { createStaff, pngFile } from './helpers/fixtures'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
let jeton = ''

beforeAll(async () => {
  process.env.RATE_LIMITS = 'off'
  ;({ payload, cleanup } = await getTestPayload())
  await createStaff(payload)
  jeton = (
    await payload.login({
      collection: 'users',
      data: { email: 'editeur@test.example', password: 'motdepasse-test-1' },
    })
  ).token!
}, 180_000)
afterAll(async () => {
  delete process.env.RATE_LIMITS
  await cleanup?.()
})

/** Words of Payload's English messages: none may reach a client's `error`. */
const ANGLAIS =
  /\b(the|of|is|was|were|must|missing|unknown|occurred|cannot|invalid|uploaded|query|found|allowed|something|went|wrong|following)\b/i

const equipe = (method: string, path: string, corps?: BodyInit, headers: Record<string, string> = {}) =>
  apiGardee(payload, method, path, { corps, headers: { authorization: `JWT ${jeton}`, ...headers } })

function multipart(champs: Record<string, string | Blob>, nom = 'image.png') {
  const form = new FormData()
  for (const [k, v] of Object.entries(champs)) {
    if (typeof v === 'string') form.append(k, v)
    else form.append(k, v, nom)
  }
  const r = new Request('http://x', { method: 'POST', body: form })
  return { corps: r.body!, type: r.headers.get('content-type')! }
}

describe('error answers in French', () => {
  it('media uploads refused: no file, an empty file, a truncated image, a text, no alt', async () => {
    const png = await pngFile()
    const cas = {
      'sans fichier': multipart({ _payload: JSON.stringify({ alt: 'x' }) }),
      'fichier vide': multipart({
        _payload: JSON.stringify({ alt: 'x' }),
        file: new Blob([], { type: 'image/png' }),
      }),
      'image tronquée': multipart({
        _payload: JSON.stringify({ alt: 'x' }),
        file: new Blob([new Uint8Array(png.data.subarray(0, 40))], { type: 'image/png' }),
      }),
      texte: multipart(
        { _payload: JSON.stringify({ alt: 'x' }), file: new Blob(['bonjour'], { type: 'text/plain' }) },
        'a.txt',
      ),
      'sans alt': multipart({ file: new Blob([new Uint8Array(png.data)], { type: 'image/png' }) }),
      'corps illisible': multipart({ _payload: '{pas du json', file: new Blob([new Uint8Array(png.data)]) }),
    }
    const vus: string[] = []
    for (const [nom, { corps, type }] of Object.entries(cas)) {
      const res = await equipe('POST', '/media', corps, { 'content-type': type })
      const erreur = res.json?.error
      if (res.status < 400 || res.status >= 500 || typeof erreur !== 'string' || ANGLAIS.test(erreur))
        vus.push(`${nom} → ${res.status} ${res.text.slice(0, 120)}`)
    }
    expect(vus).toEqual([])
  })

  it('the admin API’s refusals: missing id or where, unknown document, bad JSON', async () => {
    const vus: string[] = []
    for (const [method, path, corps] of [
      ['PATCH', '/produits', '{}'],
      ['DELETE', '/produits', undefined],
      ['PATCH', '/produits/999999', '{"titre":"x"}'],
      ['GET', '/produits/999999', undefined],
      ['DELETE', '/media/999999', undefined],
      ['POST', '/produits', '{"titre":1}'],
      ['GET', '/produits?where[inconnu][equals]=1', undefined],
    ] as const) {
      const res = await equipe(method, path, corps)
      const erreur = res.json?.error
      if (res.status < 400 || res.status >= 500 || typeof erreur !== 'string' || ANGLAIS.test(erreur))
        vus.push(`${method} ${path} → ${res.status} ${res.text.slice(0, 160)}`)
    }
    expect(vus).toEqual([])
  })
})
