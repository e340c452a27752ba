// The password-reset e-mail's link comes from SITE_URL only (else, outside production, localhost) (src/lib/auth/resetLink.ts):
// a forged Host or X-Forwarded-Host on the request never reaches it. Real SMTP capture, real REST route.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CommerceFakes } from '../support/fakes.mjs'
import { apiGardee } from '../support/garde'
import { type Commerce, demarrerCommerce } from './helpers/boutique'

let commerce: Commerce
let payload: Payload
let fakes: CommerceFakes
const EMAIL = 'proprietaire@reinitialisation.example'
const envAvant = { ...process.env }

beforeAll(async () => {
  // The case Payload's default got wrong: no SITE_URL (allowed outside production), so its link took
  // the request's origin. In production SITE_URL is required (tests/unit/site-url.test.ts).
  commerce = await demarrerCommerce({ env: { PORT: '3999', SITE_URL: undefined } })
  ;({ payload, fakes } = commerce)
  await payload.create({
    collection: 'users',
    data: { email: EMAIL, password: 'un-mot-de-passe-solide', roles: ['admin'] },
  })
}, 120_000)
afterAll(async () => {
  process.env = envAvant
  await commerce?.arreter()
})

const attendreCourriel = async () => {
  for (let i = 0; i < 100; i += 1) {
    const mail = fakes.mails.find((m) => m.to.includes(EMAIL))
    if (mail) return mail
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('Aucun courriel de réinitialisation.')
}

describe('password-reset link', () => {
  it('never takes its address from Host or X-Forwarded-Host', async () => {
    const res = await apiGardee(payload, 'POST', '/users/forgot-password', {
      corps: JSON.stringify({ email: EMAIL }),
      headers: {
        host: 'piege.example',
        'x-forwarded-host': 'piege.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '192.0.2.140',
      },
    })
    expect(res.status).toBe(200)
    const mail = await attendreCourriel()
    expect(mail.subject).toBe('Choisir un nouveau mot de passe — Mots & Couleurs')
    const liens = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])
    expect(liens).toHaveLength(1)
    expect(liens[0]).toMatch(/^http:\/\/localhost:3999\/admin\/reset\/[0-9a-f]{40}$/)
    expect(mail.html + mail.text).not.toContain('piege.example')
  })
})
