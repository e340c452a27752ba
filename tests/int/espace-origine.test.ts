// Same-origin for every state-changing POST of the customer space and of the withdrawal
// (docs/decisions/0105): Sec-Fetch-Site `same-origin`, else an Origin equal to SITE_URL; `Origin: null`,
// another site, and no header at all while a cookie rides along are refused before anything is read.
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { attendreLiens } from '@/lib/espace/lien'
import { forgetCounters } from '@/lib/infra/http/limits'

import { api } from '../support/api'
import { demarrerCommerce, SITE } from './helpers/boutique'

let payload: Payload
let commerce: Awaited<ReturnType<typeof demarrerCommerce>>

beforeAll(async () => {
  commerce = await demarrerCommerce()
  payload = commerce.payload
})
afterAll(async () => {
  // The link requests let through leave work behind their answer: it ends before Payload does.
  await attendreLiens()
  await commerce?.arreter()
})
beforeEach(() => {
  process.env.RATE_LIMITS = 'off'
  forgetCounters()
})

const ROUTES = [
  '/espace/lien',
  '/espace/connexion',
  '/espace/deconnexion',
  '/espace/deconnexion-partout',
  '/retractation/commande',
  '/retractation',
]
const corps = { email: 'personne@exemple.fr', numero: 'MC-2026-000001' }
const envoyer = (route: string, headers: Record<string, string>) =>
  api(payload, 'POST', route, { body: corps, headers })

describe('same-origin POSTs of the space and the withdrawal', () => {
  it.each(ROUTES)('%s refuses Origin: null, another site, and a cookie without Origin', async (route) => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'null' },
      { origin: 'null', cookie: 'mc_espace=x' },
      { origin: 'https://ailleurs.example' },
      { origin: `${SITE}.ailleurs.example` },
      { origin: SITE.replace('http:', 'https:') },
      { 'sec-fetch-site': 'cross-site', origin: SITE },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      { cookie: 'mc_espace=x' },
      { cookie: 'payload-token=x' },
    ]) {
      const res = await envoyer(route, headers)
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(res.json).toEqual({ error: 'Formulaire envoyé depuis un autre site.' })
      expect(res.headers.get('set-cookie')).toBeNull()
    }
  })

  it.each(ROUTES)('%s lets the shop’s own pages through', async (route) => {
    for (const headers of <Record<string, string>[]>[
      { origin: SITE, cookie: 'mc_espace=x' },
      { 'sec-fetch-site': 'same-origin', origin: 'null', cookie: 'mc_espace=x' },
      {},
    ]) {
      const res = await envoyer(route, headers)
      expect(res.status, JSON.stringify(headers)).not.toBe(403)
      expect(res.status).toBeLessThan(500)
    }
  })
})
