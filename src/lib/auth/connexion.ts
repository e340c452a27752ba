import { createHash } from 'node:crypto'

import { clientIp } from '@/lib/http/adresse'
import { compteur, oublierCompteurs } from '@/lib/http/limites'

/**
 * Login without lock-out. Payload's own lock (5 failures, then the account is closed for 15 minutes)
 * let anyone who knew the owner's e-mail keep the admin closed; it is off (src/collections/Users.ts).
 * Instead:
 * - an address that failed ECHECS_PAR_ADRESSE times in FENETRE_MS gets 429 with Retry-After until the
 *   window ends;
 * - an account that keeps failing answers more slowly (RETARD_COMPTE_MS, doubling, capped), from every
 *   address: guessing stays slow, and the owner, from another address, still logs in;
 * - every failure takes at least DUREE_ECHEC_MS, so an unknown e-mail and a wrong password answer in
 *   about the same time (Payload hashes the password only for a known account).
 * Both counts are the rate limits' counters (src/lib/http/limites.ts): shared in Redis when REDIS_URL is
 * set, so spreading guesses over several instances gains nothing.
 */
export const ECHECS_PAR_ADRESSE = 5
export const FENETRE_MS = 15 * 60_000
export const DUREE_ECHEC_MS = 400
const ECHECS_SANS_RETARD = 3
const RETARD_COMPTE_MS = 500
const RETARD_MAX_MS = 4_000

const parAdresse = () => compteur('connexion-adresse', ECHECS_PAR_ADRESSE, FENETRE_MS)
// Only counted and read, never refused through: its limit does not matter.
const parCompte = () => compteur('connexion-compte', 1_000_000, FENETRE_MS)

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

/**
 * POST /api/users/login through the throttle. `envoyer` hands the request to Payload's login; `email`
 * is the e-mail of the (already read and bounded) body, when it has one.
 */
export async function connexionLimitee(
  req: Request,
  email: string | null,
  envoyer: (req: Request) => Promise<Response>,
): Promise<Response> {
  const debut = Date.now()
  const adresse = clientIp(req.headers)
  const [adresses, comptes] = await Promise.all([parAdresse(), parCompte()])
  const bloc = await adresses.get(adresse)
  if (bloc && bloc.consumedPoints >= ECHECS_PAR_ADRESSE && bloc.msBeforeNext > 0) {
    const secondes = Math.max(1, Math.ceil(bloc.msBeforeNext / 1000))
    return erreurAuth(429, MESSAGE_TROP_D_ECHECS, { 'Retry-After': String(secondes) })
  }
  const compte = email ? cleCompte(email) : null
  const retard = compte ? retardCompte((await comptes.get(compte))?.consumedPoints ?? 0) : 0
  if (retard > 0) await attendre(retard)

  const reponse = await envoyer(req)
  if (reponse.status === 401 || reponse.status === 400) {
    await Promise.all([adresses.penalty(adresse), compte ? comptes.penalty(compte) : null])
    await attendre(Math.max(0, debut + retard + DUREE_ECHEC_MS - Date.now()))
  } else if (reponse.ok && compte) {
    await comptes.delete(compte)
  }
  return reponse
}

/** Forgets every count kept in memory (tests). */
export function oublierEchecs() {
  oublierCompteurs()
}
