import type { Payload, Where } from 'payload'

import type { Commande } from '@/payload-types'
import { STATUTS_COMMANDE } from '@/lib/constants'
import { emettreAvoir } from '@/lib/facture/avoir'
import { lienAvoir } from '@/lib/facture/jeton'
import { identifiantInstallation } from '@/lib/installation'
import { enregistrerCourriel } from '@/lib/mail/courriels'
import { mailRemboursement } from '@/lib/mail/templates/remboursement'

import { enregistrerMontantRembourse, totalRembourse } from './montantRembourse'
import { refCommande } from './reference'
import { estPayee } from './statuts'
import { Stripe } from './stripe'
import { lireCommande, transition } from './transitions'

export const MESSAGES_REMBOURSEMENT = {
  introuvable: 'Cette commande est introuvable.',
  nonPayee: (statut: string) =>
    `Seule une commande payée ou expédiée peut être remboursée (statut actuel\u00a0: ${statut}).`,
  sansPaiement:
    'Le paiement Stripe de cette commande est introuvable\u00a0: remboursez-la depuis le tableau de bord Stripe, la commande sera mise à jour d’elle-même.',
  nonConfigure:
    'Stripe n’est pas configuré sur cette boutique (STRIPE_SECRET_KEY)\u00a0: rien n’a été remboursé.',
  indisponible: 'Stripe ne répond pas\u00a0: rien n’a été remboursé. Réessayez dans quelques instants.',
  refuse: (raison: string) => `Stripe a refusé le remboursement\u00a0: ${raison}`,
  manuel:
    'Pour rembourser une commande, utilisez le bouton «\u00a0Rembourser\u00a0»\u00a0: il rembourse le client sur Stripe, désactive ses liens de téléchargement et émet l’avoir.',
  definitif: 'Une commande remboursée le reste\u00a0: son statut ne peut plus changer.',
} as const

export const cleCourrielRemboursement = (id: number | string) => `remboursement:${id}`

const libelleStatut = (statut: unknown) =>
  STATUTS_COMMANDE.find((s) => s.value === statut)?.label.toLowerCase() ?? String(statut)

export type ResumeRemboursement = Pick<
  Commande,
  'numero' | 'statut' | 'montantRembourse' | 'rembourseeLe' | 'numeroAvoir'
>
const resume = (c: Commande): ResumeRemboursement => ({
  numero: c.numero,
  statut: c.statut,
  montantRembourse: c.montantRembourse ?? null,
  rembourseeLe: c.rembourseeLe ?? null,
  numeroAvoir: c.numeroAvoir ?? null,
})

export type ResultatApplication = {
  applique: boolean
  commande: Commande | null
  /** Outbox rows waiting to be sent, for the caller to try at once. */
  courriels: (number | string)[]
}

/**
 * What a refund Stripe made entails: the order `remboursee` (its download links then refuse, since
 * they serve paid orders only), its credit note, the customer's mail. The state change is won by one
 * caller; the follow-ups are idempotent (a number given once, a file written once, a mail keyed by the
 * order), so a process killed half-way has them finished by the next call or redelivery.
 */
export async function appliquerRemboursement(
  payload: Payload,
  cible: Where,
  { montant, refundId, siteUrl }: { montant: number; refundId: string | null; siteUrl: string },
): Promise<ResultatApplication> {
  // The amount first (raised only), so the state change's reader sees it with the status.
  await enregistrerMontantRembourse(payload, cible, montant)
  const gagnee = await transition(payload, cible, 'rembourse', {
    rembourseeLe: new Date().toISOString(),
    ...(refundId ? { remboursementStripe: refundId } : {}),
  })
  const commande = gagnee ?? (await lireCommande(payload, cible))
  if (!commande || commande.statut !== 'remboursee') return { applique: false, commande, courriels: [] }

  let numeroAvoir = commande.numeroAvoir ?? null
  try {
    ;({ numeroAvoir } = await emettreAvoir(payload, commande))
  } catch (err) {
    // The mail still goes out with its link, which issues the credit note when opened.
    payload.logger.error({ err, numero: commande.numero }, 'Émission de l’avoir impossible')
  }
  const mail = mailRemboursement({
    numero: commande.numero,
    lignes: commande.lignes ?? [],
    montant: commande.montantRembourse ?? montant,
    avoir: { numero: numeroAvoir, href: lienAvoir(siteUrl, await refCommande(payload, commande)) },
  })
  const courriel = await enregistrerCourriel(payload, {
    cle: cleCourrielRemboursement(commande.id),
    destinataire: commande.email,
    mail,
  })
  const relue = await lireCommande(payload, { id: { equals: commande.id } })
  return {
    applique: Boolean(gagnee),
    commande: relue ?? commande,
    courriels: gagnee && courriel.statut === 'a_envoyer' ? [courriel.id] : [],
  }
}

/** The payment intent of a paid order: stored with the payment, else asked of its Checkout Session. */
async function paiementDe(stripe: Stripe, commande: Commande): Promise<string | null> {
  if (commande.stripePaymentIntentId) return commande.stripePaymentIntentId
  if (!commande.stripeSessionId) return null
  const session = await stripe.checkout.sessions.retrieve(commande.stripeSessionId)
  const pi = session.payment_intent
  return typeof pi === 'string' ? pi : (pi?.id ?? null)
}

type Resultat = {
  status: number
  body: { commande: ResumeRemboursement; dejaRemboursee: boolean } | { error: string }
  courriels?: (number | string)[]
}

/**
 * « Rembourser »: the whole order refunded on Stripe (the SDK, with an idempotency key per order, so
 * a double click or a retried request never refunds twice), then applied as above. Calling it on a
 * refunded order answers that order again: the endpoint is idempotent.
 */
export async function rembourserCommande(
  payload: Payload,
  stripe: Stripe | null,
  numero: string,
  { siteUrl }: { siteUrl: string },
): Promise<Resultat> {
  const cible: Where = { numero: { equals: numero } }
  const commande = await lireCommande(payload, cible)
  if (!commande) return { status: 404, body: { error: MESSAGES_REMBOURSEMENT.introuvable } }
  if (commande.statut === 'remboursee') {
    // Finishes what a crash may have left (credit note, mail); nothing new otherwise.
    const suite = await appliquerRemboursement(payload, cible, {
      montant: commande.montantRembourse ?? commande.total,
      refundId: null,
      siteUrl,
    })
    return {
      status: 200,
      body: { commande: resume(suite.commande ?? commande), dejaRemboursee: true },
    }
  }
  if (!estPayee(commande.statut))
    return {
      status: 409,
      body: { error: MESSAGES_REMBOURSEMENT.nonPayee(libelleStatut(commande.statut)) },
    }
  if (!stripe) return { status: 503, body: { error: MESSAGES_REMBOURSEMENT.nonConfigure } }

  let montant = commande.total
  let refundId: string | null = null
  try {
    const paymentIntent = await paiementDe(stripe, commande)
    if (!paymentIntent) return { status: 409, body: { error: MESSAGES_REMBOURSEMENT.sansPaiement } }
    const refund = await stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        reason: 'requested_by_customer',
        metadata: { commandeId: String(commande.id), numero: commande.numero },
      },
      { idempotencyKey: `remboursement-${await identifiantInstallation(payload)}-${commande.id}` },
    )
    // What Stripe refunded in all (a partial refund made in its dashboard before included), not
    // only this remainder.
    montant = await totalRembourse(stripe, refund, commande)
    refundId = refund.id
  } catch (err) {
    // Refunded meanwhile in Stripe's dashboard: the order catches up, as charge.refunded would do.
    if (!(err instanceof Stripe.errors.StripeError) || err.code !== 'charge_already_refunded') {
      payload.logger.error({ err, numero: commande.numero }, 'Remboursement Stripe impossible')
      const indisponible =
        !(err instanceof Stripe.errors.StripeError) ||
        err instanceof Stripe.errors.StripeConnectionError ||
        err instanceof Stripe.errors.StripeAPIError ||
        (err.statusCode ?? 500) >= 500
      return indisponible
        ? { status: 503, body: { error: MESSAGES_REMBOURSEMENT.indisponible } }
        : { status: 502, body: { error: MESSAGES_REMBOURSEMENT.refuse(err.message) } }
    }
  }
  const suite = await appliquerRemboursement(
    payload,
    { id: { equals: commande.id } },
    {
      montant,
      refundId,
      siteUrl,
    },
  )
  const finale = suite.commande ?? commande
  return {
    status: 200,
    body: { commande: resume(finale), dejaRemboursee: !suite.applique },
    courriels: suite.courriels,
  }
}
