import type { Endpoint } from 'payload'
import { z } from 'zod'

import { acceptInvitation } from '@/lib/auth'
import { jsonError, readJson } from '@/lib/infra/http'

const acceptation = z.object(
  {
    jeton: z.string({ error: 'Le lien d’invitation est incomplet.' }).max(100),
    motDePasse: z.string({ error: 'Choisissez un mot de passe.' }).max(200),
  },
  { error: 'Le corps attendu est {"jeton": "…", "motDePasse": "…"}.' },
)

/** POST /api/invitation `{ jeton, motDePasse }` — the invitee chooses their password; the link then
 *  stops working. A spent or expired link answers 410 in French. */
export const invitationEndpoint: Endpoint = {
  path: '/invitation',
  method: 'post',
  handler: async (req) => {
    const corps = await readJson(req, acceptation)
    if (!corps.ok) return corps.response
    const fait = await acceptInvitation(req.payload, corps.data.jeton, corps.data.motDePasse)
    if (!fait.ok) return jsonError(fait.status, fait.error)
    return Response.json({ message: 'Votre mot de passe est enregistré.', email: fait.email })
  },
}
