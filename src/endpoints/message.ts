import type { Endpoint } from 'payload'

import { MESSAGE_ENVOYE, messageSchema, recevoirMessage } from '@/lib/contact/message'
import { limiter } from '@/lib/http/limites'
import { readJson } from '@/lib/http/readJson'
import { siteUrl } from '@/lib/mail/site'

/** POST /api/message `{nom, email, sujet?, message, site?}` → 201. */
export const messageEndpoint: Endpoint = {
  path: '/message',
  method: 'post',
  handler: async (req) => {
    const limite = limiter('message', req)
    if (limite) return limite
    const body = await readJson(req, messageSchema)
    if (!body.ok) return body.response
    await recevoirMessage(req.payload, body.data, siteUrl(req))
    return Response.json({ message: MESSAGE_ENVOYE }, { status: 201 })
  },
}
