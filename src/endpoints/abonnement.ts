import type { Endpoint, PayloadRequest } from 'payload'

import {
  abonnementSchema,
  confirmerAbonnement,
  demanderAbonnement,
  desabonner,
  MESSAGE_ABONNEMENT,
} from '@/lib/abonnement'
import { siteUrl } from '@/lib/courriel'

import { postPublic } from './formulaire'

/** The mailed links land on French result pages (/newsletter/confirmee…). */
const versPage = (req: PayloadRequest, issue: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: `${siteUrl(req)}/newsletter/${issue}`, 'Cache-Control': 'no-store' },
  })

const token = (req: PayloadRequest) =>
  req.searchParams?.get('token') ?? new URL(req.url ?? 'http://x').searchParams.get('token')

export const abonnementEndpoints: Endpoint[] = [
  // POST /api/abonnement {email, consentement: true} → 202, the same answer for every address.
  postPublic({
    path: '/abonnement',
    action: 'abonnement',
    schema: abonnementSchema,
    traiter: async (req, data) => {
      await demanderAbonnement(req.payload, data.email, siteUrl(req))
      return Response.json({ message: MESSAGE_ABONNEMENT }, { status: 202 })
    },
  }),
  {
    path: '/abonnement/confirmer',
    method: 'get',
    handler: async (req) => versPage(req, await confirmerAbonnement(req.payload, token(req))),
  },
  {
    path: '/abonnement/desabonner',
    method: 'get',
    handler: async (req) => versPage(req, await desabonner(req.payload, token(req))),
  },
  {
    // One-click unsubscribe from the mail client (RFC 8058, List-Unsubscribe-Post).
    path: '/abonnement/desabonner',
    method: 'post',
    handler: async (req) => {
      const issue = await desabonner(req.payload, token(req))
      return issue === 'desabonnee'
        ? Response.json({ message: 'Vous êtes désabonné·e.' })
        : Response.json({ error: 'Lien de désabonnement invalide.' }, { status: 400 })
    },
  },
]
