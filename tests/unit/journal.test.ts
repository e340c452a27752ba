// @vitest-environment node
// The app's logs: JSON lines through pino, one per request with its id, method,
// path, status and duration, and no e-mail address or secret in any of them.
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loggedPath } from '@/lib/infra/logging/loggedPath'
import { createLogger } from '@/lib/infra/logging/logger'
import { installRequestLog } from '@/lib/infra/http/requestLog'

/** A JSON logger writing into an array, as a log collector would read stdout. */
function journalCapture(env: Record<string, string> = {}) {
  const lignes: string[] = []
  const sortie = new Writable({
    write(morceau, _enc, fini) {
      lignes.push(...String(morceau).split('\n').filter(Boolean))
      fini()
    },
  })
  return { journal: createLogger({ LOG_FORMAT: 'json', ...env }, sortie), lignes }
}

describe('the logger', () => {
  it('writes JSON lines with an ISO time and a level name', () => {
    const { journal, lignes } = journalCapture()
    journal.info({ numero: 'MC-2026-000001' }, 'Commande payée')
    const ligne = JSON.parse(lignes[0])
    expect(ligne).toMatchObject({
      level: 'info',
      name: 'mots-couleurs',
      numero: 'MC-2026-000001',
      msg: 'Commande payée',
    })
    expect(new Date(ligne.time).toISOString()).toBe(ligne.time)
  })

  it('masks e-mail addresses and secrets wherever they appear, errors and messages included', () => {
    const { journal, lignes } = journalCapture()
    const err = new Error('550 Recipient <camille.martin@example.fr> rejected')
    journal.error(
      {
        err,
        email: 'acheteur@example.fr',
        commande: { email: 'autre@example.fr', destinataire: 'x@example.org', numero: 'MC-1' },
        headers: { authorization: 'JWT eyJhbGciOi', cookie: 'payload-token=abc' },
        password: 'mot-de-passe',
        token: 'eyJjIjoiMSJ9.sig',
        note: 'écrire à support@mots-couleurs.example',
      },
      'Échec pour client@example.fr',
    )
    const texte = lignes.join('\n')
    for (const secret of [
      'camille.martin@example.fr',
      'acheteur@example.fr',
      'autre@example.fr',
      'x@example.org',
      'support@mots-couleurs.example',
      'client@example.fr',
      'eyJhbGciOi',
      'payload-token=abc',
      'mot-de-passe',
      'eyJjIjoiMSJ9',
    ])
      expect(texte).not.toContain(secret)
    const ligne = JSON.parse(lignes[0])
    expect(ligne.commande.numero).toBe('MC-1')
    expect(ligne.err.message).toBe('550 Recipient <[e-mail masqué]> rejected')
    expect(ligne.msg).toBe('Échec pour [e-mail masqué]')
  })

  it('is silent with DISABLE_LOGGING and below LOG_LEVEL', () => {
    const coupe = journalCapture({ DISABLE_LOGGING: 'true' })
    coupe.journal.error('rien')
    expect(coupe.lignes).toHaveLength(0)
    const avert = journalCapture({ LOG_LEVEL: 'warn' })
    avert.journal.info('bavard')
    avert.journal.warn('important')
    expect(avert.lignes.map((l) => JSON.parse(l).msg)).toEqual(['important'])
  })
})

describe('loggedPath', () => {
  it.each([
    ['/produits/affiches/respirer?page=2', '/produits/affiches/respirer'],
    [
      '/api/commande/telechargement/eyJjIjoiMSIsInMiOiJ4In0.c2lnbmF0dXJl',
      '/api/commande/telechargement/:jeton',
    ],
    ['/api/commande/facture/abc.def', '/api/commande/facture/:jeton'],
    ['/api/commande/avoir/abc.def?x=1', '/api/commande/avoir/:jeton'],
    ['/api/abonnement/confirmer/court', '/api/abonnement/confirmer/:jeton'],
    ['/api/commande/paiement', '/api/commande/paiement'],
    ['/recherche/camille%40example.fr', '/recherche/:email'],
    ['/x/aZ09._~-aZ09._~-aZ09._~-aZ09._~-aZ', '/x/:jeton'],
    ['/commande?session_id=cs_test_123&email=a@b.fr', '/commande'],
    ['/bad/%E0%A4%A', '/bad/%E0%A4%A'],
    ['', '/'],
  ])('%s → %s', (url, attendu) => {
    expect(loggedPath(url)).toBe(attendu)
  })

  it('bounds a hostile URL', () => {
    expect(loggedPath(`/${'a/'.repeat(4000)}`).length).toBeLessThanOrEqual(201)
  })
})

describe('request lines', () => {
  let serveur: http.Server
  let base: string
  const capture = journalCapture()

  let enCours: Promise<Response>
  let lenteRecue: () => void
  const lenteArrivee = new Promise<void>((r) => (lenteRecue = r))
  beforeAll(async () => {
    serveur = http.createServer((req, res) => {
      res.statusCode = req.url?.startsWith('/absent') ? 404 : 200
      if (req.url === '/lent') lenteRecue()
      setTimeout(() => res.end('ok'), req.url === '/lent' ? 200 : 20)
    })
    serveur.listen(0, '127.0.0.1')
    await once(serveur, 'listening')
    base = `http://127.0.0.1:${(serveur.address() as AddressInfo).port}`
    // A request already under way when the logger is installed (a server's first readiness poll).
    enCours = fetch(`${base}/lent`, { headers: { 'x-request-id': 'avant-installation' } })
    // Installed once the server has that request in hand (a fixed pause lost the race on a busy machine).
    await lenteArrivee
    installRequestLog(capture.journal)
  })
  afterAll(() => serveur?.close())

  const ligneDe = async (id: string) => {
    for (let i = 0; i < 50; i++) {
      const trouvee = capture.lignes.map((l) => JSON.parse(l)).find((l) => l.requete?.id === id)
      if (trouvee) return trouvee
      await new Promise((r) => setTimeout(r, 10))
    }
    throw new Error(`Aucune ligne pour ${id}`)
  }

  it('logs id, method, path, status and duration, and answers the id', async () => {
    const res = await fetch(
      `${base}/api/commande/telechargement/eyJjIjoiMSJ9.c2lnbmF0dXJlLXNlY3JldGU?email=a@b.fr`,
      {
        headers: { 'x-request-id': 'haproxy-4f2a' },
      },
    )
    expect(res.headers.get('x-request-id')).toBe('haproxy-4f2a')
    const ligne = await ligneDe('haproxy-4f2a')
    // The same line shape as every other log line, though it skips the masking (fields safe as built).
    expect(ligne).toMatchObject({
      level: 'info',
      name: 'mots-couleurs',
      msg: 'requête',
      requete: { id: 'haproxy-4f2a', methode: 'GET', chemin: '/api/commande/telechargement/:jeton' },
      statut: 200,
    })
    expect(new Date(ligne.time).toISOString()).toBe(ligne.time)
    expect(ligne.dureeMs).toBeGreaterThanOrEqual(15)
    expect(JSON.stringify(ligne)).not.toMatch(/a@b\.fr|c2lnbmF0dXJl/)
  })

  it('logs a request begun before the logger with its id, its duration unknown', async () => {
    expect((await enCours).status).toBe(200)
    expect(await ligneDe('avant-installation')).toMatchObject({
      requete: { id: 'avant-installation', chemin: '/lent' },
      statut: 200,
      dureeMs: null,
    })
  })

  it('logs the balancer’s health checks at debug level only', async () => {
    const res = await fetch(`${base}/api/health`, { headers: { 'x-request-id': 'sonde-1' } })
    expect(res.status).toBe(200)
    await new Promise((r) => setTimeout(r, 50))
    expect(capture.lignes.some((l) => l.includes('sonde-1'))).toBe(false)
  })

  it('replaces an id that does not look like one, and logs errors with their status', async () => {
    const res = await fetch(`${base}/absent`, {
      method: 'POST',
      headers: { 'x-request-id': '<script>x</script>' },
    })
    const id = res.headers.get('x-request-id')!
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await ligneDe(id)).toMatchObject({ requete: { methode: 'POST', chemin: '/absent' }, statut: 404 })
  })
})
