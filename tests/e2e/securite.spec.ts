// Hardening seen from a client of the production server: security headers on the shop, the admin and
// the API; a client's own X-Forwarded-For does not make it a new address; bodies bounded on Payload's
// own routes.
import http from 'node:http'

import { expect, test } from '@playwright/test'

import { E2E_PORT } from './constants'

test.describe('security headers', () => {
  for (const [zone, path, csp] of [
    ['shop', '/', /script-src 'self' 'unsafe-inline'/],
    ['admin', '/admin/login', /connect-src 'self'/],
    ['API', '/api/produits?limit=1', /default-src 'none'/],
  ] as const) {
    test(`${zone} (${path})`, async ({ request }) => {
      const res = await request.get(path)
      expect(res.status()).toBeLessThan(400)
      const h = res.headers()
      expect(h['content-security-policy']).toMatch(csp)
      expect(h['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(h['x-frame-options']).toBe('DENY')
      expect(h['x-content-type-options']).toBe('nosniff')
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(h['permissions-policy']).toContain('camera=()')
      // The e2e site is served over http: no HSTS.
      expect(h['strict-transport-security']).toBeUndefined()
    })
  }

  test('the shop and the admin still work under their policies', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
    })
    await page.goto('/')
    await expect(page.getByRole('banner')).toBeVisible()
    await page.goto('/admin/login')
    await expect(page.locator('input[type="email"], input[name="email"]').first()).toBeVisible()
    expect(violations).toEqual([])
  })
})

test('a forged X-Forwarded-For does not open a fresh rate-limit bucket', async ({ request }) => {
  // forgot-password: 5 per address and 10 minutes, and no other e2e test asks for it.
  const statuts: number[] = []
  for (let i = 0; i < 7; i += 1) {
    const res = await request.post('/api/users/forgot-password', {
      data: { email: `personne-${i}@exemple.fr` },
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
    })
    statuts.push(res.status())
  }
  expect(statuts.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
  expect(statuts.slice(5)).toEqual([429, 429])
})

test('a chunked body without end is cut at its limit on the login route', async () => {
  const { status } = await new Promise<{ status: number; envoye: number }>((resolve) => {
    let envoye = 0
    const req = http.request(
      { host: '127.0.0.1', port: E2E_PORT, path: '/api/users/login', method: 'POST' },
      (res) => {
        res.resume()
        req.destroy()
        resolve({ status: res.statusCode ?? 0, envoye })
      },
    )
    req.setHeader('content-type', 'application/json')
    // A reset before any answer shows as status 0 (the assertion then says so, instead of a time-out).
    req.on('error', () => resolve({ status: 0, envoye }))
    const morceau = Buffer.alloc(64 * 1024, 0x20)
    const pousser = () => {
      // 20 MB at most: the server must have answered long before.
      while (envoye < 20 * 1024 * 1024 && !req.destroyed) {
        envoye += morceau.length
        if (!req.write(morceau)) return req.once('drain', pousser)
      }
    }
    pousser()
  })
  expect(status).toBe(413)
})
