import { createHash } from 'node:crypto'

import { APIError, type PayloadRequest } from 'payload'
import { RateLimiterRes } from 'rate-limiter-flexible'

import { logger } from '@/lib/logging/logger'
import { cleClient } from '@/lib/http/addressKey'
import { counter, forgetCounters } from '@/lib/http/limits'

/**
 * Login without lock-out, decided on Payload's login operation itself (src/lib/auth/operations.ts), so
 * no spelling of its URL skips it. Payload's own lock (5 failures, then the account is closed for 15
 * minutes) let anyone who knew the owner's e-mail keep the admin closed; it is off
 * (src/collections/Users.ts). Instead:
 * - every attempt is counted against its address BEFORE it runs, in one atomic step (an increment in
 *   Redis, or in this process's memory), and given back when it succeeds: of any number of parallel
 *   attempts, at most ECHECS_PAR_ADRESSE run in FENETRE_MS; the others get 429 with Retry-After;
 * - an account that keeps failing answers more slowly (RETARD_COMPTE_MS, doubling, capped), from every
 *   address: guessing stays slow, and the owner, from another address, still logs in;
 * - every failure takes at least DUREE_ECHEC_MS, so an unknown e-mail and a wrong password answer in
 *   about the same time (Payload hashes the password only for a known account).
 * Both counts are the rate limits' counters (src/lib/http/limits.ts): shared in Redis when REDIS_URL is
 * set, so spreading guesses over several instances gains nothing. Addresses are keyed as
 * src/lib/http/addressKey.ts says (an IPv6 /64 is one key).
 */
export const ECHECS_PAR_ADRESSE = 5
export const FENETRE_MS = 15 * 60_000
export const DUREE_ECHEC_MS = 400
const ECHECS_SANS_RETARD = 3
const RETARD_COMPTE_MS = 500
const RETARD_MAX_MS = 4_000

const parAdresse = () => counter('connexion-adresse', ECHECS_PAR_ADRESSE, FENETRE_MS)
// Only counted and read, never refused through: its limit does not matter.
const parCompte = () => counter('connexion-compte', 1_000_000, FENETRE_MS)

export const MESSAGE_TROP_D_ECHECS =
  'Trop de tentatives de connexion depuis cette adresse\u00a0: réessayez dans quelques minutes.'

const attendre = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** Accounts are counted under a hash: the e-mail itself is kept nowhere. */
const cleCompte = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex')

/** Delay owed by an account that failed `n` times: none for the first few, then doubling. */
export function retardCompte(n: number): number {
  if (n < ECHECS_SANS_RETARD) return 0
  return Math.min(RETARD_MAX_MS, RETARD_COMPTE_MS * 2 ** (n - ECHECS_SANS_RETARD))
}

/** A JSON error in both shapes: the shop's `error` and the `errors` list Payload's admin displays. */
export function erreurAuth(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ error: message, errors: [{ message }] }, { status, headers })
}

/** A refusal thrown from an operation: its `retryAfter` (seconds) becomes the Retry-After header. */
export const refusDebit = (message: string, ms: number) =>
  new APIError(message, 429, { retryAfter: Math.max(1, Math.ceil(ms / 1000)) }, true)

type Tentative = { debut: number; retard: number; adresse: string; compte: string | null }
const TENTATIVE = 'connexionEnCours'

/** Login's beforeOperation: counts the attempt, refuses past the limit, then waits what the account owes. */
export async function avantConnexion(req: PayloadRequest, email: unknown): Promise<void> {
  const debut = Date.now()
  const adresse = cleClient(req.headers)
  const [adresses, comptes] = await Promise.all([parAdresse(), parCompte()])
  try {
    await adresses.consume(adresse)
  } catch (err) {
    if (err instanceof RateLimiterRes) throw refusDebit(MESSAGE_TROP_D_ECHECS, err.msBeforeNext)
    // Neither store could count (the fallback is in memory, not expected): the attempt goes on.
    logger().error({ err }, 'Limitation des connexions indisponible.')
  }
  const compte = typeof email === 'string' && email.trim() ? cleCompte(email) : null
  const echecs = compte ? (await comptes.consume(compte)).consumedPoints - 1 : 0
  const retard = retardCompte(echecs)
  const tentative: Tentative = { debut, retard, adresse, compte }
  req.context[TENTATIVE] = tentative
  if (retard > 0) await attendre(retard)
}

/** Login's afterLogin: a success gives the address its point back and clears the account's count. */
export async function apresConnexion(req: PayloadRequest): Promise<void> {
  const t = req.context[TENTATIVE] as Tentative | undefined
  if (!t) return
  delete req.context[TENTATIVE]
  const [adresses, comptes] = await Promise.all([parAdresse(), parCompte()])
  await Promise.all([adresses.reward(t.adresse), t.compte ? comptes.delete(t.compte) : null])
}

/** The collection's afterError: a failed login answers no sooner than the floor. */
export async function apresEchecConnexion(req: PayloadRequest): Promise<void> {
  const t = req.context[TENTATIVE] as Tentative | undefined
  if (!t) return
  delete req.context[TENTATIVE]
  await attendre(Math.max(0, t.debut + t.retard + DUREE_ECHEC_MS - Date.now()))
}

/** Forgets every count kept in memory (tests). */
export function oublierEchecs() {
  forgetCounters()
}
