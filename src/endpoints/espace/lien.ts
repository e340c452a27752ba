import type { Endpoint } from 'payload'
import { z } from 'zod'

import { envoyerLienSansAttendre, limiterEspace, MESSAGE_LIEN_DEMANDE, refusAutreSite } from '@/lib/espace'
import { emailSchema } from '@/lib/format'
import { readJson } from '@/lib/infra/http'
import { siteUrl } from '@/lib/courriel'

const schema = z.object({ email: emailSchema })

/** POST /api/espace/lien `{email}` → 202, the same body for every address; the link leaves by the
 *  outbox only when the address has orders, after the answer. */
export const lienEndpoint: Endpoint = {
  path: '/espace/lien',
  method: 'post',
  handler: async (req) => {
    const autreSite = refusAutreSite(req)
    if (autreSite) return autreSite
    const body = await readJson(req, schema)
    if (!body.ok) return body.response
    const refus = await limiterEspace('lienAdresse', req, body.data.email)
    if (refus) return refus
    envoyerLienSansAttendre(req.payload, body.data.email, siteUrl(req))
    return Response.json(
      { message: MESSAGE_LIEN_DEMANDE },
      { status: 202, headers: { 'Cache-Control': 'no-store' } },
    )
  },
}
