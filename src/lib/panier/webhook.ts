import type { Payload, Where } from 'payload'

import type { Commande } from '@/payload-types'
import { emettreFacture, moyenPaiement, regimeFige, synchroniserRemboursements } from '@/lib/facture'
import { installationId } from '@/lib/infra/database'
import { pointDePanne } from '@/lib/infra/operations'
import {
  type Action,
  changerEtat,
  contexteSysteme,
  ecrireLigne,
  estPayee,
  lireCommande,
  modifierCommande,
  type Stripe,
  stripeClient,
  transition,
} from '@/lib/commande'

import { envoyerRecu } from './recuDuPaiement'
import { aUneRemise, remiseDeSession } from './remise'

export type ResultatWebhook = {
  applique: boolean
  commande?: Commande
  action?: Action
  /** Outbox rows waiting to be sent, for the caller to try at once. */
  courriels?: (number | string)[]
}

/** The id of an expandable Stripe reference. */
const idDe = (ref: string | { id: string } | null | undefined): string | null =>
  typeof ref === 'string' ? ref : (ref?.id ?? null)

/** Order id from the metadata we set on the session and its payment intent, else the session id. */
function cibleCommande(
  objet: { id: string; metadata?: Stripe.Metadata | null },
  parSession: boolean,
): Where | null {
  const id = objet.metadata?.commandeId
  const numero = objet.metadata?.numero
  // With its number too: an id alone may name another order of a reset database.
  if (id)
    return numero ? { and: [{ id: { equals: id } }, { numero: { equals: numero } }] } : { id: { equals: id } }
  return parSession ? { stripeSessionId: { equals: objet.id } } : null
}

/** The discount to record with the payment, read before the state change so that the delivery that
 *  wins it writes both at once; nothing for a session without discount or an order already paid. */
async function remiseAEnregistrer(payload: Payload, session: Stripe.Checkout.Session, cible: Where) {
  if (!aUneRemise(session)) return {}
  const commande = await lireCommande(payload, cible)
  if (!commande || estPayee(commande.statut)) return {}
  return (await remiseDeSession(payload, session, commande)) ?? {}
}

/** Stores the Stripe session id on the order when it is missing: the process may have died between
 *  the session's creation and that write, and the confirmation page finds orders by session id. */
async function lierSession(payload: Payload, session: Stripe.Checkout.Session) {
  const id = session.metadata?.commandeId
  if (!id || !session.id) return
  const { docs } = await payload.find({
    collection: 'commandes',
    where: { and: [{ id: { equals: id } }, { stripeSessionId: { exists: false } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {},
  })
  if (!docs[0]) return
  await ecrireLigne(payload, {
    id: docs[0].id,
    data: { stripeSessionId: session.id },
    returning: false,
  })
}

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

/** The buyer as Stripe collected them (name, billing address, else the shipping one), with the
 *  company, VAT number and SIREN or SIRET given at checkout; null when already stored. */
function facturation(
  session: Stripe.Checkout.Session,
  commande: Commande,
): NonNullable<Commande['facturation']> | null {
  const f = commande.facturation ?? {}
  if (f.nom || f.ligne1) return null
  const client = session.customer_details
  const a = client?.address?.line1 ? client.address : null
  const nom = client?.name ?? commande.adresseLivraison?.nom ?? null
  const livraison = commande.adresseLivraison ?? {}
  // The buyer's country always comes from an address: the billing one, else the shipping one, else
  // the billing country alone (Stripe asks it with the card) or the one the buyer gave at checkout.
  const adr = a
    ? { ligne1: a.line1, ligne2: a.line2, codePostal: a.postal_code, ville: a.city, pays: a.country }
    : {
        ligne1: livraison.ligne1,
        ligne2: livraison.ligne2,
        codePostal: livraison.codePostal,
        ville: livraison.ville,
        pays: livraison.ligne1 ? livraison.pays : client?.address?.country || f.pays || null,
      }
  if (!nom && !adr.ligne1 && !adr.pays) return null
  return { societe: f.societe, numeroTva: f.numeroTva, siret: f.siret, nom, ...adr }
}

/** The shipping address and the buyer's billing identity, from the completed session, once. */
async function completerAdresses(payload: Payload, paye: Commande, session: Stripe.Checkout.Session) {
  let commande = paye
  const adr = adresse(session)
  if (adr && !commande.adresseLivraison?.ligne1) {
    await modifierCommande(payload, {
      id: commande.id,
      data: { adresseLivraison: adr },
      overrideAccess: true,
      context: contexteSysteme(),
    })
    commande = { ...commande, adresseLivraison: adr }
  }
  const acheteur = facturation(session, commande)
  if (acheteur) {
    // Straight to the row: payload.update would rewrite the order's lines, which concurrent deliveries
    // of one event must not do at once (their rows' ids collide).
    await ecrireLigne(payload, {
      id: commande.id,
      data: { facturation: acheteur },
      returning: false,
    })
    commande = { ...commande, facturation: acheteur }
  }
  return commande
}

/** The invoice is issued with the payment; should it fail, the receipt still goes out with its link,
 *  and the link (or the next delivery) issues it. */
async function facturerPaiement(payload: Payload, commande: Commande, session: Stripe.Checkout.Session) {
  try {
    const emise = await emettreFacture(payload, commande, {
      moyen: moyenPaiement(session.payment_method_types),
    })
    return {
      numeroFacture: emise.numeroFacture,
      regime: regimeFige({ vendeurFacture: emise.vendeurFacture as Commande['vendeurFacture'] }),
    }
  } catch (err) {
    payload.logger.error({ err, numero: commande.numero }, 'Émission de la facture impossible')
    return { numeroFacture: commande.numeroFacture ?? null, regime: regimeFige(commande) }
  }
}

/** Counted by the one delivery that flips ventesComptees (a crash right after the flip loses the
 *  count rather than doubling it). */
async function compterVentes(payload: Payload, commande: Commande) {
  const compte = await changerEtat(
    payload,
    {
      cible: { id: { equals: commande.id } },
      where: { or: [{ ventesComptees: { equals: false } }, { ventesComptees: { exists: false } }] },
      mongo: { ventesComptees: { $ne: true } },
    },
    { ventesComptees: true },
  )
  if (compte === null) return
  const atomic = payload.db.name === 'mongoose' ? {} : { atomic: true }
  for (const ligne of commande.lignes ?? []) {
    await payload.db.updateOne({
      collection: 'produits',
      where: { slug: { equals: ligne.slug } },
      data: { ventes: { $inc: ligne.quantite ?? 1 } },
      options: atomic,
    })
  }
}

/**
 * What a paid order entails: its address, its invoice, its receipt in the outbox, its sales counted. Every step is
 * idempotent, so it runs on each delivery of the completion event for a paid order — a process killed
 * after the state change has its work finished by Stripe's redelivery. Returns the receipt's row.
 */
async function suitesDuPaiement(
  payload: Payload,
  paye: Commande,
  session: Stripe.Checkout.Session,
  siteUrl: string,
) {
  const commande = await completerAdresses(payload, paye, session)
  const facture = await facturerPaiement(payload, commande, session)
  const recu = await envoyerRecu(payload, commande, session, { siteUrl, ...facture })
  await compterVentes(payload, commande)
  return recu
}

/** Applies one verified Stripe event; unknown event types are acknowledged and ignored. */
export async function traiterEvenement(
  payload: Payload,
  event: Stripe.Event,
  { siteUrl }: { siteUrl: string },
): Promise<ResultatWebhook> {
  // An event about an order of another database (this one was reset or restored since): not ours.
  const { metadata } = event.data.object as { metadata?: Stripe.Metadata | null }
  if (metadata?.installation && metadata.installation !== (await installationId(payload)))
    return { applique: false }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object
      await lierSession(payload, session)
      // Delayed methods (SEPA debit…) complete unpaid; their async_payment_succeeded follows.
      if (session.payment_status === 'unpaid') return { applique: false }
      const cible = cibleCommande(session, true)!
      const remise = await remiseAEnregistrer(payload, session, cible)
      const gagnee = await transition(payload, cible, 'paye', {
        payeeLe: new Date().toISOString(),
        ...(idDe(session.payment_intent) ? { stripePaymentIntentId: idDe(session.payment_intent) } : {}),
        ...remise,
      })
      pointDePanne('webhook-apres-transition')
      const commande = gagnee ?? (await lireCommande(payload, cible))
      if (!commande || !estPayee(commande.statut)) return { applique: false, action: 'paye' }
      const recu = await suitesDuPaiement(payload, commande, session, siteUrl)
      pointDePanne('webhook-apres-recu')
      return {
        applique: Boolean(gagnee),
        commande: gagnee ?? undefined,
        action: 'paye',
        // Only the delivery that recorded the payment sends at once; a redelivery that repaired the
        // follow-ups leaves its receipt to the periodic drain, so concurrent deliveries do not race
        // for one row (the MongoDB-compatible test server let several claims of a row win).
        courriels: gagnee && recu.statut === 'a_envoyer' ? [recu.id] : [],
      }
    }
    case 'checkout.session.expired': {
      await lierSession(payload, event.data.object)
      const commande = await transition(payload, cibleCommande(event.data.object, true)!, 'annule')
      return { applique: Boolean(commande), commande: commande ?? undefined, action: 'annule' }
    }
    case 'checkout.session.async_payment_failed':
    case 'payment_intent.payment_failed': {
      if (event.type === 'checkout.session.async_payment_failed')
        await lierSession(payload, event.data.object)
      const cible = cibleCommande(event.data.object, event.type === 'checkout.session.async_payment_failed')
      const commande = cible ? await transition(payload, cible, 'echoue') : null
      return { applique: Boolean(commande), commande: commande ?? undefined, action: 'echoue' }
    }
    case 'charge.refunded': {
      // A refund made in Stripe's dashboard (or the echo of our own « Rembourser »): each refund its
      // credit note and mail, once; the order refunded (files revoked) once the whole total is.
      const charge = event.data.object
      const paymentIntent = idDe(charge.payment_intent)
      if (!paymentIntent) return { applique: false }
      const commande = await lireCommande(payload, { stripePaymentIntentId: { equals: paymentIntent } })
      if (!commande) return { applique: false }
      const suite = await synchroniserRemboursements(payload, stripeClient(), commande, {
        totalRembourse: charge.amount_refunded,
        connus: charge.refunds?.data ?? [],
        siteUrl,
      })
      return {
        applique: suite.rembourseeIci,
        commande: suite.rembourseeIci ? (suite.commande ?? undefined) : undefined,
        action: 'rembourse',
        courriels: suite.courriels,
      }
    }
    default:
      return { applique: false }
  }
}
