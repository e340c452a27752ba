import 'server-only'

import { cookies } from 'next/headers'

import { confirmationParSession, type Confirmation } from '@/lib/panier'
import { COOKIE_ESPACE, espaceClient, lireSession, type PageEspace, type SessionEspace } from '@/lib/espace'
import { payloadClient } from '@/lib/payload/client'
import { commandeDuClient } from '@/lib/retractation'
import type { Commande } from '@/payload-types'

// A visitor's own orders: read for each request and never cached (no cached(…), no cache(…)), since
// each answer belongs to one visitor (docs/decisions/0154-les-templates-rendent.md). The session is the
// customer space's cookie, read here like any other input of the request.

const session = async (): Promise<SessionEspace | null> =>
  lireSession(await payloadClient(), (await cookies()).get(COOKIE_ESPACE)?.value)

/** /commande?session_id=…: the order paid in that Stripe Checkout session, or null. */
export async function lireConfirmation(sessionId: string): Promise<Confirmation | null> {
  return confirmationParSession(await payloadClient(), sessionId)
}

/** /mes-commandes: the signed-in visitor's session and that page of their orders, or nulls. */
export async function lireEspace(
  page: number,
): Promise<{ session: SessionEspace | null; espace: PageEspace | null }> {
  const s = await session()
  return { session: s, espace: s ? await espaceClient(await payloadClient(), s, { page }) : null }
}

/** /retractation?commande=…: the signed-in visitor's session and that order of theirs, or nulls. */
export async function lireCommandeARetracter(
  numero: string | null,
): Promise<{ session: SessionEspace | null; commande: Commande | null }> {
  const s = await session()
  const commande =
    s && numero !== null ? await commandeDuClient(await payloadClient(), numero.toUpperCase(), s.email) : null
  return { session: s, commande }
}
