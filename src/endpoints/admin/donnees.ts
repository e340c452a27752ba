import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { effacerDonnees, exporterDonnees } from '@/lib/donnees'
import { adminOnly } from '@/lib/auth'
import { BODY_LIMITS, readJson } from '@/lib/infra/http'

const demande = z.object(
  { email: z.email({ error: 'Indiquez l’adresse e-mail du client.' }).max(254) },
  { error: 'Le corps attendu est {"email": "…"}.' },
)
const effacement = demande.extend({
  confirmation: z.literal('EFFACER', {
    error: 'Confirmez l’effacement en envoyant "confirmation": "EFFACER".',
  }),
})

const auteur = (req: PayloadRequest) => String((req.user as { email?: string } | null)?.email ?? '')
const sansCache = { 'Cache-Control': 'no-store' }

/** POST /api/admin/donnees/export — admins only: everything held about an e-mail, as one ZIP download
 *  (src/lib/donnees/export.ts). */
const exportEndpoint: Endpoint = {
  path: '/admin/donnees/export',
  method: 'post',
  handler: async (req) => {
    const refus = adminOnly(req)
    if (refus) return refus
    const corps = await readJson(req, demande, BODY_LIMITS.admin)
    if (!corps.ok) return corps.response
    const { octets } = await exporterDonnees(req.payload, corps.data.email, auteur(req))
    const fichier = `donnees-${corps.data.email.replace(/[^A-Za-z0-9.@_-]/g, '_')}.zip`
    return new Response(new Blob([octets as Uint8Array<ArrayBuffer>]), {
      headers: {
        ...sansCache,
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${fichier}"`,
      },
    })
  },
}

/** POST /api/admin/donnees/effacement — admins only: erases an e-mail's data, keeping the invoiced
 *  orders restricted (src/lib/donnees/effacement.ts). */
const effacementEndpoint: Endpoint = {
  path: '/admin/donnees/effacement',
  method: 'post',
  handler: async (req) => {
    const refus = adminOnly(req)
    if (refus) return refus
    const corps = await readJson(req, effacement, BODY_LIMITS.admin)
    if (!corps.ok) return corps.response
    const bilan = await effacerDonnees(req.payload, corps.data.email, auteur(req))
    return Response.json({ email: corps.data.email, ...bilan }, { headers: sansCache })
  },
}

export const donneesEndpoints: Endpoint[] = [exportEndpoint, effacementEndpoint]
