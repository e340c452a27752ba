import config from '@payload-config'
import { draftMode } from 'next/headers'
import { getPayload } from 'payload'

import { repondreApercu } from '@/lib/brouillon'
import { orUnavailable } from '@/lib/infra/http'

/** GET /api/apercu?collection=…&slug=…: the admin's « Aperçu » (src/lib/brouillon/routes.ts). Ahead of
 *  Payload's catch-all route, which has no `apercu` collection. */
export async function GET(request: Request): Promise<Response> {
  return orUnavailable('api/apercu', async () =>
    repondreApercu(await getPayload({ config }), request, async () => (await draftMode()).enable()),
  )
}
