import type { Endpoint } from 'payload'
import { z } from 'zod'

import { adminOnly, invite } from '@/lib/auth'
import { BODY_LIMITS, jsonError, readJson } from '@/lib/infra/http'

const demande = z.object(
  {
    email: z.email({ error: 'Indiquez l’adresse e-mail de la personne à inviter.' }).max(254),
    role: z.enum(['admin', 'editeur', 'atelier'], {
      error: 'Choisissez le rôle\u00a0: administrateur, éditeur ou atelier.',
    }),
  },
  { error: 'Le corps attendu est {"email": "…", "role": "editeur"}.' },
)

/** POST /api/admin/invitations `{ email, role }` — admins only: creates the account and mails the
 *  person a link valid 48 hours to choose their password (src/lib/auth/invitation.ts). */
export const invitationsEndpoint: Endpoint = {
  path: '/admin/invitations',
  method: 'post',
  handler: async (req) => {
    const refus = adminOnly(req)
    if (refus) return refus
    const corps = await readJson(req, demande, BODY_LIMITS.admin)
    if (!corps.ok) return corps.response
    const fait = await invite(req.payload, corps.data)
    if (!fait.ok) return jsonError(409, fait.error)
    return Response.json(
      { message: `Invitation envoyée à ${corps.data.email}\u00a0: le lien est valable 48\u00a0heures.` },
      { status: 201 },
    )
  },
}
