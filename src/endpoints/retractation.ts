import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'

import {
  limiterCommandeIntrouvable,
  limiterEspace,
  limiterRetractation,
  lireCookie,
  lireSession,
  normaliserEmail,
  refusAutreSite,
} from '@/lib/espace'
import { jsonError, readJson } from '@/lib/infra/http'
import { siteUrl } from '@/lib/courriel'
import { lireReference, REFUS_RETRACTATION } from '@/lib/commande'
import { commandeDuClient, confirmationSchema, demandeSchema, resume, retracter } from '@/lib/retractation'
import type { Commande } from '@/payload-types'

const sansCache = { 'Cache-Control': 'no-store' }

/** Without the space's session, the order number alone is guessable (docs/decisions/0107). */
export const REFERENCE_REQUISE =
  'Indiquez la référence complète de votre commande, telle qu’elle figure dans l’e-mail de confirmation (par exemple MC-2026-000042-7K2QPX), ou ouvrez «\u00a0Mes commandes\u00a0» avec le lien reçu par e-mail.'

/** Same origin, limits, body, then the order: by its full reference and the e-mail typed, or by its
 *  number within the space's session. */
function endpoint<S extends typeof demandeSchema>(
  path: string,
  schema: S,
  traiter: (req: PayloadRequest, c: Commande, data: z.infer<S>) => Promise<Response>,
): Endpoint {
  return {
    path,
    method: 'post',
    handler: async (req) => {
      const autreSite = refusAutreSite(req)
      if (autreSite) return autreSite
      const refus = await limiterEspace('retractation', req)
      if (refus) return refus
      const body = await readJson(req, schema)
      if (!body.ok) return body.response
      const session = await lireSession(req.payload, lireCookie(req.headers))
      const email = body.data.email ?? session?.email ?? null
      if (!email) return jsonError(400, 'Indiquez l’adresse e-mail utilisée pour la commande.')
      // Inside the space's session, its own e-mail's orders only: a bare number is enough, and no
      // stranger's guesses can spend the customer's limits.
      const parSession = session !== null && normaliserEmail(email) === session.email
      const reference = lireReference(body.data.numero)
      if (!parSession) {
        // A wrong code spends the address's and the e-mail's limits, never the order's (0160).
        const trop = await limiterRetractation(email)
        if (trop) return trop
      }
      if (!reference) return jsonError(404, REFUS_RETRACTATION.introuvable)
      if (!reference.prouvee && !parSession) return jsonError(400, REFERENCE_REQUISE)
      const c = await commandeDuClient(req.payload, reference.numero, email)
      if (c) return traiter(req, c, body.data)
      // The right code with another e-mail: counted against the order; its own e-mail still passes.
      const trop = parSession ? null : await limiterCommandeIntrouvable(reference.numero)
      return trop ?? jsonError(404, REFUS_RETRACTATION.introuvable)
    },
  }
}

/** POST /api/retractation/commande `{numero, email?}` → what of the order can be withdrawn from, and why not the rest. */
export const retractationCommandeEndpoint = endpoint(
  '/retractation/commande',
  demandeSchema,
  async (_req, c) => Response.json({ commande: resume(c) }, { headers: sansCache }),
)

/** POST /api/retractation `{numero, email?, lignes?, emailAccuse?}` → 201, a statement recorded (« hors délai »
 *  after the period) and acknowledged by mail, at `emailAccuse` when given. */
export const retractationEndpoint = endpoint('/retractation', confirmationSchema, async (req, c, data) => {
  const corps = data as z.infer<typeof confirmationSchema>
  const res = await retracter(req.payload, c, corps.lignes, {
    siteUrl: siteUrl(req),
    emailAccuse: corps.emailAccuse,
  })
  if (!res.ok) return jsonError(res.status, res.message)
  return Response.json(
    {
      numero: c.numero,
      email: res.email,
      recueLe: res.recueLe,
      lignes: res.lignes,
      horsDelai: res.horsDelai,
    },
    { status: 201, headers: sansCache },
  )
})
