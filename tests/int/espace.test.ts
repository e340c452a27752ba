// « Mes commandes » without a password: a single-use sign-in link mailed (real SMTP capture) only to an
// address that has orders, the same answer for every address, a session of its own that expires and
// ends, and nothing of another address ever reachable.
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Commande } from '@/payload-types'
import { cookieSession } from '@/lib/espace/cookie'
import { attendreLiens, MESSAGE_LIEN_DEMANDE } from '@/lib/espace/lien'
import { COOKIE_ESPACE, signerAcces } from '@/lib/espace/jeton'
import { lireSession, type SessionEspace } from '@/lib/espace/session'
import { espaceClient } from '@/lib/espace/vue'
import { attendreEnvois } from '@/lib/courriel/courriels'
import { forgetCounters } from '@/lib/infra/http/limits'
import { signToken } from '@/lib/infra/signature/signature'

import { api, ip, lireReponse } from '../support/api'
import type { CommerceFakes } from '../support/fakes.mjs'
import { demarrerBoutique, SITE } from './helpers/boutique'

let payload: Payload
let fakes: CommerceFakes
let boutique: Awaited<ReturnType<typeof demarrerBoutique>>
let numerique: Commande
let imprimee: Commande
let autre: Commande

beforeAll(async () => {
  boutique = await demarrerBoutique()
  ;({ payload, fakes } = boutique)
  numerique = await boutique.payee(['respirer'], 'Client@Exemple.fr')
  imprimee = await boutique.expediee(await boutique.payee(['stress'], 'client@exemple.fr'), new Date())
  // An address that `like` would find inside the customer's one: never shown to them, nor the reverse.
  autre = await boutique.payee(['respirer', 'stress'], 'lient@exemple.fr')
})
afterAll(async () => boutique?.arreter())
beforeEach(() => {
  process.env.RATE_LIMITS = 'off'
  forgetCounters()
})

const demander = (email: unknown, adresse = ip()) =>
  api(payload, 'POST', '/espace/lien', { body: { email }, headers: { 'x-forwarded-for': adresse } })

const courrielsLien = (email: string) =>
  fakes.mails.filter((m) => m.to.includes(email) && m.subject === 'Votre lien d’accès à vos commandes')

/** Asks for a link and returns the token of the new mail it brings. */
async function lienRecu(email: string): Promise<string> {
  const avant = courrielsLien(email).length
  expect((await demander(email)).status).toBe(202)
  await attendreLiens()
  await fakes.waitForMail(() => courrielsLien(email).length > avant)
  const mail = courrielsLien(email).at(-1)!
  const lien = new RegExp(`${SITE}/mes-commandes/connexion\\?jeton=([\\w.-]+)`).exec(mail.text)?.[1]
  expect(lien).toBeTruthy()
  return lien!
}

async function connexion(jeton: string, headers: Record<string, string> = {}) {
  const { handleEndpoints } = await import('payload')
  const res = await handleEndpoints({
    config: payload.config,
    request: new Request('http://localhost/api/espace/connexion', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ jeton }).toString(),
    }),
  })
  return lireReponse(res)
}
const cookieDe = (setCookie: string | null) =>
  new RegExp(`${COOKIE_ESPACE}=([^;]*)`).exec(setCookie ?? '')?.[1] ?? null

/** A session of the customer's, opened the way a customer opens it (mailed link, then the form). */
async function session(email = 'client@exemple.fr'): Promise<SessionEspace> {
  const cookie = cookieDe((await connexion(await lienRecu(email))).headers.get('set-cookie'))
  return (await lireSession(payload, cookie))!
}

describe('POST /api/espace/lien', () => {
  it('mails a link only to an address with orders, with the same answer for every address', async () => {
    const connue = await demander('  CLIENT@exemple.fr ')
    const inconnue = await demander('personne@exemple.fr')
    expect(connue.status).toBe(202)
    expect(inconnue.status).toBe(202)
    expect(connue.json).toEqual({ message: MESSAGE_LIEN_DEMANDE })
    expect(inconnue.text).toBe(connue.text)
    expect(inconnue.headers.get('cache-control')).toBe('no-store')

    await attendreLiens()
    await attendreEnvois()
    expect(courrielsLien('client@exemple.fr')).toHaveLength(1)
    // The unknown address gets a mail as well (the same work), with no link in it.
    expect(courrielsLien('personne@exemple.fr')).toHaveLength(1)
    const aucune = courrielsLien('personne@exemple.fr')[0]
    expect(aucune.text).toContain('aucune commande réglée n’est associée à cette adresse e-mail')
    expect(aucune.text).not.toContain('/mes-commandes/connexion')
    const mail = courrielsLien('client@exemple.fr')[0]
    expect(mail.text).toContain('15\u00a0minutes')
    expect(mail.html).toContain('Voir mes commandes')
    // The outbox recorded it like every other mail.
    const { docs } = await payload.find({
      collection: 'courriels',
      where: { destinataire: { equals: 'client@exemple.fr' } },
      overrideAccess: true,
    })
    expect(docs.map((d) => d.sujet)).toContain('Votre lien d’accès à vos commandes')
  })

  it('answers 400 in French to a missing or invalid address, 400 to a body that is not JSON', async () => {
    expect((await demander('pas-une-adresse')).json.error).toBe('Adresse e-mail invalide.')
    expect((await demander(undefined)).json.error).toBe('Indiquez votre adresse e-mail.')
    const brut = await api(payload, 'POST', '/espace/lien', { raw: '{email' })
    expect(brut.status).toBe(400)
    expect(brut.json.error).toBe('Le corps de la requête doit être un JSON valide.')
  })

  it('limits links per e-mail (3 in 15 min, from any address) and per client address (10 in 10 min)', async () => {
    process.env.RATE_LIMITS = 'on'
    for (let i = 0; i < 3; i++) expect((await demander('limite@exemple.fr', ip())).status).toBe(202)
    const refus = await demander('limite@exemple.fr', ip())
    expect(refus.status).toBe(429)
    expect(refus.json.error).toBe('Trop de requêtes\u00a0: réessayez dans quelques instants.')
    expect(Number(refus.headers.get('retry-after'))).toBeGreaterThan(800)
    // Unknown and known addresses are limited alike.
    const adresse = '203.0.113.7'
    for (let i = 0; i < 10; i++) expect((await demander(`a${i}@exemple.fr`, adresse)).status).toBe(202)
    expect((await demander('a10@exemple.fr', adresse)).status).toBe(429)
    await attendreLiens()
  })
})

describe('POST /api/espace/connexion and the session', () => {
  it('opens a session bound to the e-mail once; the link is refused the second time', async () => {
    const jeton = await lienRecu('client@exemple.fr')
    const res = await connexion(jeton)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/mes-commandes')
    const setCookie = res.headers.get('set-cookie')!
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    expect(setCookie).toMatch(/Max-Age=3600/)
    expect(setCookie).toMatch(/Path=\//)
    const cookie = cookieDe(setCookie)!
    const session = await lireSession(payload, cookie)
    expect(session?.email).toBe('client@exemple.fr')

    const rejoue = await connexion(jeton)
    expect(rejoue.status).toBe(303)
    expect(rejoue.headers.get('location')).toBe('/mes-commandes?lien=utilise')
    expect(rejoue.headers.get('set-cookie')).toBeNull()
  })

  it('refuses expired, forged and tampered links, and a cookie presented as a link', async () => {
    const jeton = await lienRecu('client@exemple.fr')
    const nonce = JSON.parse(Buffer.from(jeton.split('.')[0], 'base64url').toString()).n as string
    const expire = signerAcces('espace-lien', nonce, Date.now() - 1000)
    expect((await connexion(expire)).headers.get('location')).toBe('/mes-commandes?lien=expire')
    const [corps, sig] = jeton.split('.')
    const allonge = Buffer.from(JSON.stringify({ n: nonce, e: Date.now() * 2 })).toString('base64url')
    for (const faux of [
      `${allonge}.${sig}`,
      signToken('espace-lien', { n: nonce, e: Date.now() + 60_000 }, 'un-autre-secret'),
      signerAcces('espace-session', nonce, Date.now() + 60_000),
      signerAcces('espace-lien', 'nonce-inconnu-0123456789', Date.now() + 60_000),
      `${corps}.`,
      'nimportequoi',
      '',
    ]) {
      const res = await connexion(faux)
      expect(res.headers.get('location'), faux).toBe('/mes-commandes?lien=invalide')
      expect(res.headers.get('set-cookie')).toBeNull()
    }
    // The genuine link still works once.
    expect(cookieDe((await connexion(jeton)).headers.get('set-cookie'))).toBeTruthy()
    // A link is no session cookie.
    expect(await lireSession(payload, jeton)).toBeNull()
  })

  it('refuses a form posted from another site', async () => {
    const res = await connexion('x', { origin: 'https://ailleurs.example' })
    expect(res.status).toBe(403)
    expect((await connexion('x', { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await connexion('x', { 'sec-fetch-site': 'same-site' })).status).toBe(403)
    // A sandboxed frame or a data: URL sends `Origin: null` without Sec-Fetch-Site: login CSRF.
    expect((await connexion('x', { origin: 'null' })).status).toBe(403)
    // The link page's no-referrer policy makes the browser send `Origin: null` with Sec-Fetch-Site.
    const navigateur = await connexion('x', { origin: 'null', 'sec-fetch-site': 'same-origin' })
    expect(navigateur.headers.get('location')).toBe('/mes-commandes?lien=invalide')
  })

  it('expires after an hour and ends with « Se déconnecter », on the server', async () => {
    const cookie = cookieDe((await connexion(await lienRecu('client@exemple.fr'))).headers.get('set-cookie'))!
    expect(await lireSession(payload, cookie, Date.now() + 59 * 60_000)).not.toBeNull()
    expect(await lireSession(payload, cookie, Date.now() + 61 * 60_000)).toBeNull()

    const res = await api(payload, 'POST', '/espace/deconnexion', {
      headers: { cookie: `${COOKIE_ESPACE}=${cookie}`, origin: SITE },
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/mes-commandes?deconnecte=1')
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${COOKIE_ESPACE}=; .*Max-Age=0`))
    // The same cookie, kept by someone, opens nothing any more.
    expect(await lireSession(payload, cookie)).toBeNull()
    expect(cookieSession({ headers: new Headers() }, 'v')).toMatch(
      /^mc_espace=v; Path=\/; HttpOnly; SameSite=Lax/,
    )
  })
})

describe('what the space shows', () => {
  const sans = (email: string) => ({ email, nonce: 'sans-session', expireLe: Date.now() + 60_000 })

  it('lists the orders of the session’s e-mail only, with fresh download, invoice and tracking links', async () => {
    const { commandes } = await espaceClient(payload, await session())
    expect(commandes.map((c) => c.numero).sort()).toEqual([numerique.numero, imprimee.numero].sort())
    expect(commandes.map((c) => c.numero)).not.toContain(autre.numero)
    const numeros = async (email: string) =>
      (await espaceClient(payload, sans(email))).commandes.map((c) => c.numero)
    expect(await numeros('lient@exemple.fr')).toEqual([autre.numero])
    expect(await numeros('%@exemple.fr')).toEqual([])
    expect(await numeros('exemple.fr')).toEqual([])

    const num = commandes.find((c) => c.numero === numerique.numero)!
    expect(num.lignes).toEqual([
      expect.objectContaining({ titre: 'Respirer en conscience', livraison: 'numerique', prix: 1200 }),
    ])
    const fichier = await api(payload, 'GET', num.lignes[0].telechargement!.replace(/^\/api/, ''))
    expect(fichier.status).toBe(200)
    const facture = num.documents.find((d) => d.libelle.startsWith('Facture'))!
    expect(facture.libelle).toBe(`Facture ${numerique.numeroFacture}`)
    const pdf = await api(payload, 'GET', facture.href.replace(/^\/api/, ''))
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')

    const imp = commandes.find((c) => c.numero === imprimee.numero)!
    expect(imp.statut).toBe('expediee')
    expect(imp.lignes[0].telechargement).toBeNull()
    expect(imp.suivi).toEqual({
      transporteur: 'La Poste Colissimo',
      numero: '6A12345678901',
      href: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    })
  })

  it('hands out document links that end with their session, and « Se déconnecter partout » ends them all', async () => {
    const [a, b] = [await session(), await session()]
    const liens = async (s: SessionEspace) => {
      const c = (await espaceClient(payload, s)).commandes.find((x) => x.numero === numerique.numero)!
      return [c.lignes[0].telechargement!, c.documents[0].href].map((h) => h.replace(/^\/api/, ''))
    }
    const statuts = async (chemins: string[]) =>
      Promise.all(chemins.map(async (h) => (await api(payload, 'GET', h)).status))
    const [deA, deB] = [await liens(a), await liens(b)]
    expect(await statuts([...deA, ...deB])).toEqual([200, 200, 200, 200])
    // Within the session's hour, never a year or 30 days.
    const { jetonInterne } = await import('@/lib/espace/documents')
    const token = deA[1].split('/').at(-1)
    expect(await jetonInterne(payload, token, 'x', Date.now() + 61 * 60_000)).toBeNull()

    const sortie = (chemin: string, s: SessionEspace) =>
      api(payload, 'POST', chemin, {
        headers: {
          cookie: `${COOKIE_ESPACE}=${signerAcces('espace-session', s.nonce, s.expireLe)}`,
          origin: SITE,
        },
      })
    expect((await sortie('/espace/deconnexion', a)).status).toBe(303)
    expect(await statuts(deA)).toEqual([403, 403])
    expect(await statuts(deB)).toEqual([200, 200])
    const partout = await sortie('/espace/deconnexion-partout', b)
    expect(partout.headers.get('location')).toBe('/mes-commandes?deconnecte=partout')
    expect(await statuts(deB)).toEqual([403, 403])
    expect(await lireSession(payload, signerAcces('espace-session', b.nonce, b.expireLe))).toBeNull()
    // A browser goes back to the space, where a new link can be asked for.
    const navigateur = await api(payload, 'GET', deB[1], { headers: { accept: 'text/html' } })
    expect(navigateur.status).toBe(303)
    expect(navigateur.headers.get('location')).toBe('/mes-commandes')
    // The same address can open a new session and get working links again.
    expect(await statuts(await liens(await session()))).toEqual([200, 200])
  })
})
