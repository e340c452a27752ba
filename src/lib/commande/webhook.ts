import type { Payload, Where } from 'payload'

import type { Commande } from '@/payload-types'
import { envoyerMail } from '@/lib/mail/envoyer'
import { mailRecu } from '@/lib/mail/templates/recu'

import { lienTelechargement } from './jeton'
import type { Stripe } from './stripe'

type Statut = Commande['statut']

/** Which state each Stripe event leads to, and from which states (anything else is a no-op). */
const TRANSITIONS: Record<string, { vers: Statut; depuis: Statut[] }> = {
  // A failed card attempt may be followed by a successful one in the same session.
  paye: { vers: 'payee', depuis: ['en_attente', 'echouee'] },
  annule: { vers: 'annulee', depuis: ['en_attente'] },
  echoue: { vers: 'echouee', depuis: ['en_attente'] },
}

export type ResultatWebhook = { applique: boolean; commande?: Commande; action?: keyof typeof TRANSITIONS }

/** Order id from the metadata we set on the session and its payment intent, else the session id. */
function cibleCommande(
  objet: { id: string; metadata?: Stripe.Metadata | null },
  parSession: boolean,
): Where | null {
  const id = objet.metadata?.commandeId
  if (id) return { id: { equals: id } }
  return parSession ? { stripeSessionId: { equals: objet.id } } : null
}

/**
 * Conditional state change that exactly one delivery wins, even when Stripe sends the same event
 * twice at once. SQL: a single `UPDATE … WHERE statut IN (…) RETURNING`. MongoDB: `updateOne` on the
 * order's id and its current states, won by the delivery whose `modifiedCount` is 1 — single-document
 * updates are atomic on MongoDB, and unlike `findOneAndUpdate` (what Payload's adapter uses) they are
 * also exclusive on the MongoDB-compatible test server. The loser gets null.
 */
async function transition(
  payload: Payload,
  cible: Where,
  action: keyof typeof TRANSITIONS,
  data: Record<string, unknown> = {},
) {
  const { vers, depuis } = TRANSITIONS[action]
  const champs = { statut: vers, updatedAt: new Date().toISOString(), ...data }
  let id: number | string | undefined
  if (payload.db.name === 'mongoose') {
    const trouvee = await payload.find({
      collection: 'commandes',
      where: cible,
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { statut: true },
    })
    id = trouvee.docs[0]?.id
    if (id === undefined) return null
    const Model = (payload.db as unknown as { collections: Record<string, MongoModel> }).collections.commandes
    const { modifiedCount } = await Model.updateOne(
      { _id: id, statut: { $in: depuis } },
      { $set: { statut: vers } },
    )
    if (modifiedCount !== 1) return null
    await payload.db.updateOne({ collection: 'commandes', id, data: champs, returning: false })
  } else {
    const doc = await payload.db.updateOne({
      collection: 'commandes',
      where: { and: [cible, { statut: { in: depuis } }] },
      data: champs,
      options: { atomic: true },
    })
    if (!doc) return null
    id = (doc as unknown as { id: number | string }).id
  }
  // The atomic paths return the main row at most; read the whole order (lines) back.
  return payload.findByID({ collection: 'commandes', id, depth: 0, overrideAccess: true })
}

type MongoModel = { updateOne: (filtre: object, maj: object) => Promise<{ modifiedCount: number }> }

function adresse(session: Stripe.Checkout.Session): Commande['adresseLivraison'] | undefined {
  const livraison = session.collected_information?.shipping_details ?? null
  const a = livraison?.address ?? null
  if (!a) return undefined
  return {
    nom: livraison?.name ?? session.customer_details?.name ?? null,
    ligne1: a.line1,
    ligne2: a.line2,
    codePostal: a.postal_code,
    ville: a.city,
    pays: a.country,
  }
}

/** Side effects of the one winning `payee` transition: address, sales counters, receipt. */
async function apresPaiement(
  payload: Payload,
  commande: Commande,
  session: Stripe.Checkout.Session,
  siteUrl: string,
) {
  const adr = adresse(session)
  if (adr)
    await payload.update({
      collection: 'commandes',
      id: commande.id,
      data: { adresseLivraison: adr },
      overrideAccess: true,
    })
  const atomic = payload.db.name === 'mongoose' ? {} : { atomic: true }
  for (const ligne of commande.lignes ?? []) {
    await payload.db.updateOne({
      collection: 'produits',
      where: { slug: { equals: ligne.slug } },
      data: { ventes: { $inc: 1 } },
      options: atomic,
    })
  }
  const liens = (commande.lignes ?? [])
    .filter((l) => l.livraison === 'numerique')
    .map((l) => ({ titre: l.titre, href: lienTelechargement(siteUrl, commande.id, l.slug) }))
  const suiviUrl = session.id
    ? `${siteUrl}/commande?session_id=${encodeURIComponent(session.id)}`
    : `${siteUrl}/commande`
  const mail = mailRecu({ ...commande, lignes: commande.lignes ?? [] }, { liens, suiviUrl })
  await envoyerMail(payload, { to: commande.email, ...mail })
}

/** Applies one verified Stripe event; unknown event types are acknowledged and ignored. */
export async function traiterEvenement(
  payload: Payload,
  event: Stripe.Event,
  { siteUrl }: { siteUrl: string },
): Promise<ResultatWebhook> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object
      // Delayed methods (SEPA debit…) complete unpaid; their async_payment_succeeded follows.
      if (session.payment_status === 'unpaid') return { applique: false }
      const cible = cibleCommande(session, true)!
      const commande = await transition(payload, cible, 'paye', { payeeLe: new Date().toISOString() })
      if (!commande) return { applique: false, action: 'paye' }
      await apresPaiement(payload, commande, session, siteUrl)
      return { applique: true, commande, action: 'paye' }
    }
    case 'checkout.session.expired': {
      const commande = await transition(payload, cibleCommande(event.data.object, true)!, 'annule')
      return { applique: Boolean(commande), commande: commande ?? undefined, action: 'annule' }
    }
    case 'checkout.session.async_payment_failed':
    case 'payment_intent.payment_failed': {
      const cible = cibleCommande(event.data.object, event.type === 'checkout.session.async_payment_failed')
      const commande = cible ? await transition(payload, cible, 'echoue') : null
      return { applique: Boolean(commande), commande: commande ?? undefined, action: 'echoue' }
    }
    default:
      return { applique: false }
  }
}
