import { draftMode } from 'next/headers'

import { repondreApercu } from '@/lib/brouillon'
import { orUnavailable } from '@/lib/infra/http'
import { payloadClient } from '@/lib/payload/client'

/** GET /api/apercu?collection=…&slug=…: the admin's « Aperçu » (src/lib/brouillon/routes.ts). Ahead of
 *  Payload's catch-all route, which has no `apercu` collection. */
export async function GET(request: Request): Promise<Response> {
  return orUnavailable('api/apercu', async () =>
    repondreApercu(await payloadClient(), request, async () => (await draftMode()).enable()),
  )
}
