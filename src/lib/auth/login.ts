import { createHash } from 'node:crypto'

import { APIError, type PayloadRequest } from 'payload'

import { logger } from '@/lib/infra/logging'
import { clientKey, counter, forgetCounters, isLimiterRefusal } from '@/lib/infra/http'

/**
 * Login without lock-out, decided on Payload's login operation itself (src/lib/auth/operations.ts), so
 * no spelling of its URL skips it. Payload's own lock (5 failures, then the account is closed for 15
 * minutes) let anyone who knew the owner's e-mail keep the admin closed; it is off
 * (src/collections/Users.ts). Instead:
 * - every attempt is counted against its address BEFORE it runs, in one atomic step (an increment in
 *   Redis, or in this process's memory), and given back when it succeeds: of any number of parallel
 *   attempts, at most FAILURES_PER_ADDRESS run in WINDOW_MS; the others get 429 with Retry-After;
 * - an account that keeps failing answers more slowly (ACCOUNT_DELAY_MS, doubling, capped), from every
 *   address: guessing stays slow, and the owner, from another address, still logs in;
 * - every failure takes at least FAILURE_FLOOR_MS, so an unknown e-mail and a wrong password answer in
 *   about the same time (Payload hashes the password only for a known account).
 * Both counts are the rate limits' counters (src/lib/infra/http/limits.ts): shared in Redis when REDIS_URL is
 * set, so spreading guesses over several instances gains nothing. Addresses are keyed as
 * src/lib/infra/http/addressKey.ts says (an IPv6 /64 is one key).
 */
export const FAILURES_PER_ADDRESS = 5
export const WINDOW_MS = 15 * 60_000
export const FAILURE_FLOOR_MS = 400
const FAILURES_WITHOUT_DELAY = 3
const ACCOUNT_DELAY_MS = 500
const MAX_DELAY_MS = 4_000

const byAddress = () => counter('connexion-adresse', FAILURES_PER_ADDRESS, WINDOW_MS)
// Only counted and read, never refused through: its limit does not matter.
const byAccount = () => counter('connexion-compte', 1_000_000, WINDOW_MS)

export const TOO_MANY_FAILURES_MESSAGE =
  'Trop de tentatives de connexion depuis cette adresse\u00a0: réessayez dans quelques minutes.'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** Accounts are counted under a hash: the e-mail itself is kept nowhere. */
const accountKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex')

/** Delay owed by an account that failed `n` times: none for the first few, then doubling. */
export function accountDelay(n: number): number {
  if (n < FAILURES_WITHOUT_DELAY) return 0
  return Math.min(MAX_DELAY_MS, ACCOUNT_DELAY_MS * 2 ** (n - FAILURES_WITHOUT_DELAY))
}

/** A JSON error in both shapes: the shop's `error` and the `errors` list Payload's admin displays. */
export function authError(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ error: message, errors: [{ message }] }, { status, headers })
}

/** A refusal thrown from an operation: its `retryAfter` (seconds) becomes the Retry-After header. */
export const rateLimitError = (message: string, ms: number) =>
  new APIError(message, 429, { retryAfter: Math.max(1, Math.ceil(ms / 1000)) }, true)

type Attempt = { start: number; delay: number; address: string; account: string | null }
const ATTEMPT = 'connexionEnCours'

/** Login's beforeOperation: counts the attempt, refuses past the limit, then waits what the account owes. */
export async function beforeLogin(req: PayloadRequest, email: unknown): Promise<void> {
  const start = Date.now()
  const address = clientKey(req.headers)
  const [addressCounts, accountCounts] = await Promise.all([byAddress(), byAccount()])
  try {
    await addressCounts.consume(address)
  } catch (err) {
    if (isLimiterRefusal(err)) throw rateLimitError(TOO_MANY_FAILURES_MESSAGE, err.msBeforeNext)
    // Neither store could count (the fallback is in memory, not expected): the attempt goes on.
    logger().error({ err }, 'Limitation des connexions indisponible.')
  }
  const account = typeof email === 'string' && email.trim() ? accountKey(email) : null
  const failures = account ? (await accountCounts.consume(account)).consumedPoints - 1 : 0
  const delay = accountDelay(failures)
  const attempt: Attempt = { start, delay, address, account }
  req.context[ATTEMPT] = attempt
  if (delay > 0) await sleep(delay)
}

/** Login's afterLogin: a success gives the address its point back and clears the account's count. */
export async function afterLoginSuccess(req: PayloadRequest): Promise<void> {
  const t = req.context[ATTEMPT] as Attempt | undefined
  if (!t) return
  delete req.context[ATTEMPT]
  const [addressCounts, accountCounts] = await Promise.all([byAddress(), byAccount()])
  await Promise.all([addressCounts.reward(t.address), t.account ? accountCounts.delete(t.account) : null])
}

/** The collection's afterError: a failed login answers no sooner than the floor. */
export async function afterLoginFailure(req: PayloadRequest): Promise<void> {
  const t = req.context[ATTEMPT] as Attempt | undefined
  if (!t) return
  delete req.context[ATTEMPT]
  await sleep(Math.max(0, t.start + t.delay + FAILURE_FLOOR_MS - Date.now()))
}

/** Forgets every count kept in memory (tests). */
export function forgetFailures() {
  forgetCounters()
}
