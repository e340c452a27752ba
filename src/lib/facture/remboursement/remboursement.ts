import type { Payload } from 'payload'

import type { Commande } from '@/payload-types'
import { STATUTS_COMMANDE } from '@/lib/catalogue'
import { avoirsDe } from '@/lib/facture/avoirRemboursement'
import { formatPrix } from '@/lib/format'
import { installationId } from '@/lib/infra/database'

import {
  appliquerRemboursements,
  type RemboursementStripe,
  type ResultatApplication,
} from './appliquerRemboursements'
import {
  calculerRemboursement,
  type Demande,
  demandeVide,
  estPayee,
  etatRemboursement,
  type EtatRemboursement,
  lireCommande,
  metadonneesDemande,
  resteARembourser,
  Stripe,
  totalRembourse as totalRembourseStripe,
} from '../../commande'

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
    'Pour rembourser une commande, utilisez le bouton «\u00a0Rembourser\u00a0»\u00a0: il rembourse le client sur Stripe (toute la commande, des lignes ou un montant), émet l’avoir et, une fois tout remboursé, désactive ses liens de téléchargement.',
  definitif: 'Une commande remboursée le reste\u00a0: son statut ne peut plus changer.',
} as const

const libelleStatut = (statut: unknown) =>
  STATUTS_COMMANDE.find((s) => s.value === statut)?.label.toLowerCase() ?? String(statut)

export type ResumeRemboursement = Pick<
  Commande,
  'numero' | 'statut' | 'montantRembourse' | 'rembourseeLe'
> & {
  /** What is left to refund (cents). */
  solde: number
  /** Per line and for the shipping: what was refunded and what is left (src/lib/commande/etatRemboursement.ts). */
  etat: Pick<EtatRemboursement, 'lignes' | 'port'>
  avoirs: { numero: string; montant: number; lignes: (string | null)[] }[]
}
async function resume(payload: Payload, c: Commande): Promise<ResumeRemboursement> {
  const avoirs = await avoirsDe(payload, c.id)
  const { lignes, port } = etatRemboursement(c, avoirs)
  return {
    numero: c.numero,
    statut: c.statut,
    montantRembourse: c.montantRembourse ?? null,
    rembourseeLe: c.rembourseeLe ?? null,
    solde: resteARembourser(c, avoirs),
    etat: { lignes, port },
    avoirs: avoirs.map((a) => ({
      numero: a.numero,
      montant: a.montant,
      lignes: (a.lignes ?? []).map((l) => l.ligne ?? null),
    })),
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

/**
 * Every refund Stripe made on the order's payment (listed from Stripe, applied oldest first; the event's own
 * list should Stripe not answer), applied: a credit note each, the running total, the status.
 */
export async function synchroniserRemboursements(
  payload: Payload,
  stripe: Stripe | null,
  commande: Commande,
  {
    totalRembourse,
    connus = [],
    siteUrl,
    strict = false,
  }: { totalRembourse: number; connus?: RemboursementStripe[]; siteUrl: string; strict?: boolean },
): Promise<ResultatApplication> {
  let refunds: RemboursementStripe[] = connus
  let total = totalRembourse
  const paymentIntent = commande.stripePaymentIntentId
  if (stripe && paymentIntent) {
    try {
      const liste = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 })
      refunds = liste.data.filter((r) => r.status !== 'failed' && r.status !== 'canceled')
      total = Math.max(
        total,
        refunds.reduce((s, r) => s + r.amount, 0),
      )
    } catch (err) {
      // Before a refund, what is left must be known: the caller answers Stripe's error.
      if (strict) throw err
      payload.logger.warn({ err, numero: commande.numero }, 'Liste des remboursements Stripe indisponible')
    }
  }
  // Stripe lists refunds newest first.
  return appliquerRemboursements(payload, commande.id, [...refunds].reverse(), {
    totalRembourse: total,
    siteUrl,
  })
}

/** Stripe refused (502, its reason) or could not be reached (503): nothing was refunded. */
function erreurStripe(payload: Payload, commande: Commande, err: unknown): Resultat {
  payload.logger.error({ err, numero: commande.numero }, 'Remboursement Stripe impossible')
  const indisponible =
    !(err instanceof Stripe.errors.StripeError) ||
    err instanceof Stripe.errors.StripeConnectionError ||
    err instanceof Stripe.errors.StripeAPIError ||
    (err.statusCode ?? 500) >= 500
  return indisponible
    ? { status: 503, body: { error: MESSAGES_REMBOURSEMENT.indisponible } }
    : { status: 502, body: { error: MESSAGES_REMBOURSEMENT.refuse((err as Error).message) } }
}

type Resultat = {
  status: number
  body:
    | {
        commande: ResumeRemboursement
        /** The credit note of this request (none when nothing new was refunded). */
        avoir: { numero: string; montant: number } | null
        dejaRemboursee: boolean
      }
    | { error: string }
  courriels?: (number | string)[]
}

/** The answer of a call that refunds nothing new: the order as it now stands, as the echo. */
const echo = async (
  payload: Payload,
  commande: Commande,
  courriels: (number | string)[],
): Promise<Resultat> => ({
  status: 200,
  body: { commande: await resume(payload, commande), avoir: null, dejaRemboursee: true },
  courriels,
})

type CalculFait = Extract<ReturnType<typeof calculerRemboursement>, { ok: true }>

/** The refund made on Stripe, keyed by the order and the intent, and what Stripe has refunded in all;
 *  no refund when the order was refunded meanwhile in Stripe's dashboard. */
async function rembourserSurStripe(
  payload: Payload,
  stripe: Stripe,
  commande: Commande,
  { calcul, demande, intention }: { calcul: CalculFait; demande: Demande; intention: string },
): Promise<Resultat | { refund: RemboursementStripe | null; totalRembourse: number; rejoue: boolean }> {
  try {
    const paymentIntent = await paiementDe(stripe, commande)
    if (!paymentIntent) return { status: 409, body: { error: MESSAGES_REMBOURSEMENT.sansPaiement } }
    const cree = await stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        amount: calcul.montant,
        reason: 'requested_by_customer',
        metadata: {
          commandeId: String(commande.id),
          numero: commande.numero,
          ...metadonneesDemande(demande, calcul.lignes),
        },
      },
      {
        // The intent's, never a count the first refund changes (ticket 44: 20 clicks gave 2 refunds).
        idempotencyKey: `remboursement-${await installationId(payload)}-${commande.id}-${intention}`,
      },
    )
    return {
      // What Stripe refunded in all (a refund made in its dashboard before included).
      totalRembourse: await totalRembourseStripe(stripe, cree, commande),
      refund: { id: cree.id, amount: cree.amount, metadata: cree.metadata },
      rejoue: cree.lastResponse?.headers?.['idempotent-replayed'] === 'true',
    }
  } catch (err) {
    // Refunded meanwhile in Stripe's dashboard: the order catches up, as charge.refunded would do.
    if (!(err instanceof Stripe.errors.StripeError) || err.code !== 'charge_already_refunded')
      return erreurStripe(payload, commande, err)
    return { refund: null, totalRembourse: commande.montantRembourse ?? 0, rejoue: false }
  }
}

/**
 * « Rembourser »: the whole order (no request), chosen lines or an amount, never more than is left,
 * refunded on Stripe (the SDK, with an idempotency key of the order and the intent: the client's
 * `Idempotency-Key` or the request within a time window, src/lib/facture/remboursement/demandeRemboursement.ts, so a
 * double click or a retried request never refunds twice), then applied as above with the lines computed
 * here. Calling it on a refunded order without a request answers that order again.
 */
export async function rembourserCommande(
  payload: Payload,
  stripe: Stripe | null,
  numero: string,
  demande: Demande,
  { siteUrl, intention }: { siteUrl: string; intention: string },
): Promise<Resultat> {
  let commande = await lireCommande(payload, { numero: { equals: numero } })
  if (!commande) return { status: 404, body: { error: MESSAGES_REMBOURSEMENT.introuvable } }
  const vide = demandeVide(demande)
  if (commande.statut === 'remboursee' && vide) {
    // Finishes what a crash may have left (credit notes, mails); nothing new otherwise.
    const suite = await synchroniserRemboursements(payload, stripe, commande, {
      totalRembourse: commande.montantRembourse ?? commande.total,
      siteUrl,
    })
    return echo(payload, suite.commande ?? commande, suite.courriels)
  }
  if (!estPayee(commande.statut) && commande.statut !== 'remboursee')
    return {
      status: 409,
      body: { error: MESSAGES_REMBOURSEMENT.nonPayee(libelleStatut(commande.statut)) },
    }
  if (!stripe) return { status: 503, body: { error: MESSAGES_REMBOURSEMENT.nonConfigure } }
  // What is left is Stripe's to say: refunds made in its dashboard whose events have not arrived yet
  // get their credit notes first.
  let avant: ResultatApplication
  try {
    avant = await synchroniserRemboursements(payload, stripe, commande, {
      totalRembourse: commande.montantRembourse ?? 0,
      siteUrl,
      strict: true,
    })
  } catch (err) {
    return erreurStripe(payload, commande, err)
  }
  commande = avant.commande ?? commande
  if (commande.statut === 'remboursee' && vide) return echo(payload, commande, avant.courriels)
  const avoirs = await avoirsDe(payload, commande.id)
  if (vide && resteARembourser(commande, avoirs) <= 0) {
    // A concurrent « Rembourser » (a double click) refunded the whole order between the Stripe list
    // read above and these credit notes: its note is there, the order may not be `remboursee` yet. Its
    // refunds are applied again (each once, keyed by the refund) and this call answers as the echo.
    const suite = await synchroniserRemboursements(payload, stripe, commande, {
      totalRembourse: commande.montantRembourse ?? 0,
      siteUrl,
    })
    return echo(payload, suite.commande ?? commande, [...avant.courriels, ...suite.courriels])
  }
  const calcul = calculerRemboursement(commande, avoirs, demande, formatPrix)
  if (!calcul.ok) return { status: 400, body: { error: calcul.error }, courriels: avant.courriels }

  const remboursement = await rembourserSurStripe(payload, stripe, commande, { calcul, demande, intention })
  if ('status' in remboursement) return remboursement
  const { refund, totalRembourse, rejoue } = remboursement
  const suite = refund
    ? await appliquerRemboursements(
        payload,
        commande.id,
        [{ ...refund, lignes: refund.amount === calcul.montant ? calcul.lignes : undefined }],
        { totalRembourse, siteUrl },
      )
    : await synchroniserRemboursements(payload, stripe, commande, { totalRembourse: commande.total, siteUrl })
  return {
    status: 200,
    courriels: [...avant.courriels, ...suite.courriels],
    body: {
      commande: await resume(payload, suite.commande ?? commande),
      avoir:
        refund && suite.avoirs[0]
          ? { numero: suite.avoirs[0].numero, montant: suite.avoirs[0].montant }
          : null,
      // A double click: Stripe answers the same refund again (its idempotency key), marked replayed.
      dejaRemboursee: !refund || rejoue,
    },
  }
}
