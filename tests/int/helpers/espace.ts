import type { Payload } from 'payload'

import { COOKIE_ESPACE, nouveauNonce, signerAcces } from '@/lib/espace/jeton'
import { ouvrirSession } from '@/lib/espace/session'

/** The headers of a request from inside « Mes commandes » for `email`: its session's cookie, opened the
 *  way the mailed link opens it (a row, then the link spent), and the browser's same-origin mark. */
export async function enSession(payload: Payload, email: string): Promise<Record<string, string>> {
  const nonce = nouveauNonce()
  await payload.create({
    collection: 'acces-espace',
    data: { id: nonce, email, lienExpireLe: new Date(Date.now() + 60_000).toISOString() },
    overrideAccess: true,
  })
  const session = await ouvrirSession(payload, signerAcces('espace-lien', nonce, Date.now() + 60_000))
  if (!session.ok) throw new Error(session.raison)
  return { cookie: `${COOKIE_ESPACE}=${session.cookie}`, 'sec-fetch-site': 'same-origin' }
}
