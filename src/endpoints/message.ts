import { MESSAGE_ENVOYE, messageSchema, recevoirMessage } from '@/lib/contact'
import { siteUrl } from '@/lib/courriel'

import { postPublic } from './formulaire'

/** POST /api/message `{nom, email, sujet?, message, site?}` → 201. */
export const messageEndpoint = postPublic({
  path: '/message',
  action: 'message',
  schema: messageSchema,
  traiter: async (req, data) => {
    await recevoirMessage(req.payload, data, siteUrl(req))
    return Response.json({ message: MESSAGE_ENVOYE }, { status: 201 })
  },
})
