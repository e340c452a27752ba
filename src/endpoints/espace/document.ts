import type { Endpoint } from 'payload'

import { avoirEndpoint, factureEndpoint } from '@/endpoints/commande/facture'
import { telechargementEndpoint } from '@/endpoints/commande/telechargement'
import { jetonInterne, rediriger } from '@/lib/espace'
import { jsonError } from '@/lib/infra/http'
import { installationId } from '@/lib/infra/database'

const SERVIS = { facture: factureEndpoint, avoir: avoirEndpoint, telechargement: telechargementEndpoint }

/** GET /api/espace/document/{token}: an invoice, credit note or file given by « Mes commandes », served
 *  while the session that gave the link is open (docs/decisions/0108); the shop's own route serves it,
 *  with a link made here that never leaves the server. A browser whose link ended goes back to the
 *  space, where fresh links (or the sign-in form) wait. */
export const documentEspaceEndpoint: Endpoint = {
  path: '/espace/document/:jeton',
  method: 'get',
  handler: async (req) => {
    const installation = await installationId(req.payload)
    const interne = await jetonInterne(req.payload, String(req.routeParams?.jeton ?? ''), installation)
    if (!interne) {
      if (req.headers.get('accept')?.includes('text/html')) return rediriger('/mes-commandes')
      return jsonError(
        403,
        'Ce lien n’est plus valable\u00a0: ouvrez «\u00a0Mes commandes\u00a0» pour en obtenir un nouveau.',
      )
    }
    req.routeParams = { token: interne.jeton, ...(interne.numero ? { n: interne.numero } : {}) }
    return SERVIS[interne.document].handler(req)
  },
}
