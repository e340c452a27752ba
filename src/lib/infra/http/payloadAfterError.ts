import type { AfterErrorHook } from 'payload'

import { MESSAGES } from './errors'
import { isLimiterRefusal } from './rateLimit'

/**
 * Payload's afterError hook for every REST error (payload.config.ts): errors that are the client's but
 * that Payload answers 500 to get their 4xx (issue 44, item 7):
 * - a body or an upload's `_payload` field that is not JSON (Payload's JSON.parse throws);
 * - a rate limiter's refusal thrown as it is (rate-limiter-flexible rejects with a result object, not an
 *   Error; Payload formatted it as « An unknown error occurred. », 500, without Retry-After): the 429
 *   with the shop's message and its Retry-After (src/lib/auth/apiGuard.ts sets the header from it);
 * - a 429 thrown by an operation (src/lib/auth/login.ts) is answered with its own message and wait,
 *   read from the error's fields: Payload formats an APIError by `instanceof` and its class name, and
 *   through the cluster's build it answered « An unknown error occurred. » without the wait.
 */
function operationRefusal(error: unknown) {
  const e = error as { status?: unknown; message?: unknown; data?: { retryAfter?: unknown } } | null
  const retryAfter = e?.data?.retryAfter
  if (e?.status !== 429 || typeof e.message !== 'string' || typeof retryAfter !== 'number') return undefined
  return {
    status: 429,
    response: { errors: [{ name: 'APIError', message: e.message, data: { retryAfter } }] },
  }
}

export const payloadAfterError: AfterErrorHook = ({ error }) => {
  const refusal = operationRefusal(error)
  if (refusal) return refusal
  if (error instanceof SyntaxError)
    return { status: 400, response: { errors: [{ message: MESSAGES.invalidJson }] } }
  if (isLimiterRefusal(error)) {
    const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000))
    return {
      status: 429,
      response: { errors: [{ name: 'APIError', message: MESSAGES.tooManyRequests, data: { retryAfter } }] },
    }
  }
}
