/**
 * Mails that carry a credential are readable by no staff role (ticket 44): an editor read a customer's
 * sign-in mail in `courriels`, posted its `jeton=` to /api/espace/connexion and saw her orders. The body
 * is now sealed (src/lib/courriel/scellement.ts, docs/decisions/0162): editor and admin, through REST and the
 * local API, see recipient, subject, state and dates, never a link; the mail still leaves with its link
 * (real SMTP on loopback), after a failure too, and no log line carries it.
 */
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Courriel, User } from '@/payload-types'
import { attendreLiens } from '@/lib/espace/lien'
import { forgetCounters } from '@/lib/infra/http/limits'
import { attendreEnvois, enregistrerCourriel, envoyerCourriels } from '@/lib/courriel/courriels'

import { api, ip, lireReponse } from '../support/api'
import { type CommerceFakes, startCommerceFakes } from '../support/fakes.mjs'
import { type Boutique, demarrerBoutique, SITE } from './helpers/boutique'
import { createStaff } from './helpers/fixtures'

let boutique: Boutique
let payload: Payload
let fakes: CommerceFakes
let staff: { admin: User; editeur: User }
const jetons = { admin: '', editeur: '' }
const CLIENTE = 'scellee@exemple.fr'
/** Every credential the customer's mails carried, as SMTP delivered them. */
let secrets: string[] = []

beforeAll(async () => {
  boutique = await demarrerBoutique()
  ;({ payload, fakes } = boutique)
  staff = (await createStaff(payload)) as typeof staff
  for (const qui of ['admin', 'editeur'] as const)
    jetons[qui] = (
      await payload.login({
        collection: 'users',
        data: { email: staff[qui].email!, password: 'motdepasse-test-1' },
      })
    ).token!
  await boutique.payee(['respirer', 'stress'], CLIENTE)
  expect(
    (
      await api(payload, 'POST', '/espace/lien', {
        body: { email: CLIENTE },
        headers: { 'x-forwarded-for': ip() },
      })
    ).status,
  ).toBe(202)
  await attendreLiens()
  await fakes.waitForMail((m) => m.to.includes(CLIENTE) && m.text.includes('jeton='))
  await fakes.waitForMail((m) => m.to.includes(CLIENTE) && m.subject.startsWith('Votre commande'))
  await attendreEnvois()
  const textes = fakes.mails.filter((m) => m.to.includes(CLIENTE)).map((m) => `${m.text} ${m.html}`)
  secrets = [
    ...new Set(
      textes.flatMap((t) =>
        [...t.matchAll(/(?:jeton=|\/api\/commande\/[\w-]+\/)([\w.-]{20,})/g)].map((m) => m[1]),
      ),
    ),
  ]
})
afterAll(async () => boutique?.arreter())
beforeEach(() => {
  process.env.RATE_LIMITS = 'off'
  forgetCounters()
})

/** Nothing in `lu` that opens a customer's space, files or invoices. */
function sansCredentiel(lu: unknown, quoi: string) {
  const texte = JSON.stringify(lu)
  expect(texte, quoi).not.toMatch(/jeton=|\/telechargement\/|\/facture\/|\/avoir\/|scelle:v1:/)
  for (const s of secrets) expect(texte.includes(s), `${quoi} : ${s.slice(0, 12)}…`).toBe(false)
}

describe('the outbox as staff read it: no link', () => {
  it('carried the credentials in the delivered mails (the test has something to look for)', () => {
    expect(secrets.length).toBeGreaterThanOrEqual(3)
  })

  it.each(['admin'] as const)(
    '%s, through REST: recipient, subject, state and dates, no link',
    async (qui) => {
      const en = { authorization: `JWT ${jetons[qui]}` }
      const liste = await api(payload, 'GET', '/courriels?limit=100&depth=0', { headers: en })
      expect(liste.status).toBe(200)
      const siens = (liste.json.docs as Courriel[]).filter((d) => d.destinataire === CLIENTE)
      expect(siens.length).toBeGreaterThanOrEqual(2)
      for (const d of siens) {
        expect(d).toMatchObject({ destinataire: CLIENTE, sujet: expect.any(String), statut: 'envoye' })
        expect(d.envoyeLe).toBeTruthy()
        expect(d).not.toHaveProperty('texte')
        expect(d).not.toHaveProperty('html')
        const un = await api(payload, 'GET', `/courriels/${encodeURIComponent(String(d.id))}`, {
          headers: en,
        })
        expect(un.status).toBe(200)
        sansCredentiel(un.json, `${qui} GET /courriels/${d.id}`)
      }
      sansCredentiel(liste.json, `${qui} GET /courriels`)
      // Nor can the sealed fields be searched for a link.
      const recherche = await api(payload, 'GET', '/courriels?where[texte][like]=jeton', { headers: en })
      expect(recherche.status).toBeLessThan(500)
      expect(recherche.json?.docs ?? []).toHaveLength(0)
      sansCredentiel(recherche.json, `${qui} where texte`)
    },
  )

  it.each(['admin'] as const)('%s, through the local API with its user: no link either', async (qui) => {
    const user = { ...staff[qui], collection: 'users' as const }
    const { docs } = await payload.find({
      collection: 'courriels',
      user,
      overrideAccess: false,
      limit: 100,
      depth: 0,
    })
    expect(docs.some((d) => d.destinataire === CLIENTE)).toBe(true)
    sansCredentiel(docs, `${qui} find`)
    for (const d of docs.filter((x) => x.destinataire === CLIENTE))
      sansCredentiel(
        await payload.findByID({ collection: 'courriels', id: d.id, user, overrideAccess: false }),
        `${qui} findByID`,
      )
  })
})

describe('the outbox: closed to editors, sealed at rest, links still working', () => {
  it('is closed to editors (issue 46: customers’ mails are the owner’s)', async () => {
    const en = { authorization: `JWT ${jetons.editeur}` }
    expect((await api(payload, 'GET', '/courriels?limit=100&depth=0', { headers: en })).status).toBe(403)
  })

  it('stores the body sealed: the database itself holds no link', async () => {
    const { docs } = await payload.find({
      collection: 'courriels',
      where: { destinataire: { equals: CLIENTE } },
      overrideAccess: true,
      depth: 0,
    })
    for (const d of docs) {
      expect(d.texte).toMatch(/^scelle:v1:/)
      expect(d.texte).not.toContain('jeton=')
      for (const s of secrets) expect(`${d.texte} ${d.html}`.includes(s)).toBe(false)
    }
  })

  it('the sign-in link that was delivered still opens the customer’s space', async () => {
    const mail = fakes.mails.find((m) => m.to.includes(CLIENTE) && m.text.includes('jeton='))!
    const jeton = new RegExp(`${SITE}/mes-commandes/connexion\\?jeton=([\\w.-]+)`).exec(mail.text)![1]
    const res = await lireReponse(
      await handleEndpoints({
        config: payload.config,
        request: new Request('http://localhost/api/espace/connexion', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ jeton }).toString(),
        }),
      }),
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/mes-commandes')
  })
})

describe('a failed mail', () => {
  it('is retried with its link intact, and no log line carries the link', async () => {
    const lien = `${SITE}/mes-commandes/connexion?jeton=essai-scelle.${'x'.repeat(40)}`
    const row = await enregistrerCourriel(payload, {
      cle: 'scelle:essai',
      destinataire: 'reprise@exemple.fr',
      mail: { subject: 'Votre lien', text: `Ouvrez ${lien}`, html: `<a href="${lien}">Ouvrir</a>` },
    })
    const journal: string[] = []
    const logger = payload.logger
    const espion = new Proxy(logger, {
      get: (cible, nom, recepteur) => {
        const v = Reflect.get(cible, nom, recepteur)
        if (
          typeof v !== 'function' ||
          !['info', 'warn', 'error', 'debug', 'trace', 'fatal'].includes(String(nom))
        )
          return v
        return (...args: unknown[]) => {
          journal.push(JSON.stringify(args, (_k, x) => (x instanceof Error ? `${x.message} ${x.stack}` : x)))
          return v.apply(cible, args)
        }
      },
    })
    payload.logger = espion
    const ports = { stripePort: Number(fakes.env.STRIPE_API_PORT), smtpPort: Number(fakes.env.SMTP_PORT) }
    try {
      await fakes.stop()
      expect(await envoyerCourriels(payload, { ids: [row.id] })).toMatchObject({ echecs: 1 })
      fakes = boutique.fakes = await startCommerceFakes(ports)
      expect(
        await envoyerCourriels(payload, { ids: [row.id], maintenant: new Date(Date.now() + 2 * 60_000) }),
      ).toMatchObject({ envoyes: 1 })
    } finally {
      payload.logger = logger
    }
    const recu = await fakes.waitForMail((m) => m.to.includes('reprise@exemple.fr'))
    expect(recu.text).toContain(lien)
    expect(recu.html).toContain(`href="${lien}"`)
    expect(journal.length).toBeGreaterThan(0)
    for (const ligne of journal) expect(ligne).not.toContain('jeton=')
    const lu = await payload.findByID({ collection: 'courriels', id: row.id, overrideAccess: true })
    expect(lu).toMatchObject({ statut: 'envoye', tentatives: 2 })
    expect(`${lu.derniereErreur}`).not.toContain('jeton')
  })
})
