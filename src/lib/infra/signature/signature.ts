import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from './secret'

/**
 * Compact signed tokens (`<base64url JSON>.<base64url HMAC-SHA256>`) keyed by PAYLOAD_SECRET.
 * The purpose is part of the signed material, so a token minted for one use (a download) can never
 * be replayed for another (a newsletter confirmation).
 */
const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url')

function mac(purpose: string, body: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}.${body}`).digest()
}

export function signToken(
  purpose: string,
  payload: Record<string, unknown>,
  secret = payloadSecret(),
): string {
  const body = b64(JSON.stringify(payload))
  return `${body}.${b64(mac(purpose, body, secret))}`
}

/** The payload when the signature is intact, else null. Expiry is the caller's business. */
export function verifyToken<T extends Record<string, unknown>>(
  purpose: string,
  token: unknown,
  secret = payloadSecret(),
): T | null {
  if (typeof token !== 'string' || token.length > 2048) return null
  const [body, sig, extra] = token.split('.')
  if (!body || !sig || extra !== undefined) return null
  const expected = mac(purpose, body, secret)
  const given = Buffer.from(sig, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const value: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as T) : null
  } catch {
    return null
  }
}
