import 'server-only'

import { invitedAccount } from '@/lib/auth'
import { payloadClient } from '@/lib/payload/client'

// An invitee's own link: read for each request and never cached, like the other per-visitor reads here.

/** /invitation/{jeton}: the invited account the link opens (its e-mail), or null when used or expired. */
export async function lireInvitation(jeton: string): Promise<{ email: string } | null> {
  return invitedAccount(await payloadClient(), jeton)
}
