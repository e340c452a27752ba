// Uploads are what they say (docs/decisions/0109): an editor's upload is read by its bytes, not its
// name nor its declared type; SVG and HTML (named .html, .htm, .xhtml, or .png) are refused in French,
// an image under a wrong name is stored under its own; every media answer carries nosniff and a CSP
// that forbids scripts and navigation, and a file that is not an allowed image is never served inline.
import fs from 'node:fs'
import path from 'node:path'

import { handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lireReponse } from '../support/api'
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
})
afterAll(async () => cleanup?.())

/** The admin's upload: multipart POST /api/media with the editor's session. */
async function televerser(nom: string, octets: Buffer | string, type: string) {
  const form = new FormData()
  form.append('_payload', JSON.stringify({ alt: nom }))
  form.append('file', new Blob([typeof octets === 'string' ? octets : new Uint8Array(octets)], { type }), nom)
  return lireReponse(
    await handleEndpoints({
      config: payload.config,
      request: new Request('http://localhost/api/media', {
        method: 'POST',
        headers: { authorization: `JWT ${jeton}` },
        body: form,
      }),
    }),
  )
}
const servir = async (filename: string) =>
  lireReponse(
    await handleEndpoints({
      config: payload.config,
      request: new Request(`http://localhost/api/media/file/${encodeURIComponent(filename)}`, {
        headers: { authorization: `JWT ${jeton}` },
      }),
    }),
  )

const HTML = '<!doctype html><meta http-equiv="refresh" content="0;url=https://ailleurs.example">'
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
const REFUS =
  'Ce fichier n’est pas une image PNG, JPEG, WebP ou AVIF. Les autres fichiers (SVG, HTML, PDF…) ne sont pas acceptés, quel que soit leur nom.'

describe('uploads', () => {
  it.each([
    ['avis.html', HTML, 'text/html'],
    ['avis.htm', HTML, 'image/png'],
    ['avis.xhtml', HTML, 'application/xhtml+xml'],
    ['avis.png', HTML, 'image/png'],
    ['logo.svg', SVG, 'image/svg+xml'],
    ['logo.png', SVG, 'image/png'],
  ])('refuses %s (%s…) declared as %s, in French', async (nom, contenu, type) => {
    const res = await televerser(nom, contenu, type)
    expect(res.status).toBe(400)
    expect(res.json.errors[0].message).toBe(REFUS)
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('stores an image under a wrong name as what it is, and serves it inline', async () => {
    const { data } = await pngFile()
    const res = await televerser('avis.html', data, 'text/html')
    expect(res.status).toBe(201)
    expect(res.json.doc).toMatchObject({ filename: 'avis.png', mimeType: 'image/png' })
    const jpeg = await sharp(data).jpeg().toBuffer()
    const photo = await televerser('photo.webp', jpeg, 'image/webp')
    expect(photo.json.doc).toMatchObject({ filename: 'photo.jpg', mimeType: 'image/jpeg' })

    const image = await servir('avis.png')
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('content-disposition')).toBeNull()
    expect(image.headers.get('x-content-type-options')).toBe('nosniff')
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; img-src 'self'; sandbox")
  })
})

describe('serving a file that is not an image', () => {
  it('sends an older upload (HTML, SVG) as a download, never inline', async () => {
    // Files uploaded before the check: written as Payload stored them then.
    for (const [filename, contenu, mimeType] of [
      ['ancien.html', HTML, 'text/html'],
      ['ancien.svg', SVG, 'image/svg+xml'],
    ]) {
      fs.writeFileSync(path.join(process.env.MEDIA_DIR!, filename), contenu)
      await payload.db.create({
        collection: 'media',
        data: { alt: 'Ancien', filename, mimeType, filesize: contenu.length },
      })
      const res = await servir(filename)
      expect(res.status, filename).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/octet-stream')
      expect(res.headers.get('content-disposition')).toBe('attachment')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*sandbox$/)
    }
  })
})
