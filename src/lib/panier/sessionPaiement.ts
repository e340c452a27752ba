import type { Commande } from '@/payload-types'

import { articlesStripe, type tarifierLignes } from './lignesPanier'
import { LIBELLES_ENVOI, type Montants, PAYS_LIVRAISON, type Stripe } from '@/lib/commande'

type Tarif = Extract<Awaited<ReturnType<typeof tarifierLignes>>, { ok: true }>
/** What the session needs of the checkout's body (src/lib/commande/paiement.ts). */
type Facturation = { pays?: string; societe?: string; numeroTva?: string; siret?: string }

/** Printed items: the countries Stripe asks the address in, and the shipping rate it shows. Exempt
 *  goods go to the buyer's member state, the one its VAT number was checked for. */
function expeditionStripe(montants: Montants, input: Facturation, pro: boolean) {
  return {
    shipping_address_collection: {
      allowed_countries:
        pro && input.pays ? [input.pays as (typeof PAYS_LIVRAISON)[number]] : [...PAYS_LIVRAISON],
    },
    shipping_options: [
      {
        shipping_rate_data: {
          type: 'fixed_amount' as const,
          display_name: montants.fraisDePort
            ? LIBELLES_ENVOI[montants.classeExpedition ?? 'carton-plat']
            : 'Livraison offerte',
          fixed_amount: { amount: montants.fraisDePort, currency: 'eur' },
        },
      },
    ],
  }
}

/** The Stripe Checkout Session of an order (src/lib/commande/paiement.ts creates it). */
export function parametresSession(
  commande: Commande,
  achat: { lignes: Tarif['lignes']; montants: Montants; boutique: Tarif['boutique']; pro: boolean },
  input: Facturation,
  { siteUrl, metadata }: { siteUrl: string; metadata: Record<string, string> },
): Stripe.Checkout.SessionCreateParams {
  const { lignes, montants } = achat
  return {
    mode: 'payment',
    currency: 'eur',
    locale: 'fr',
    customer_email: commande.email,
    client_reference_id: String(commande.id),
    // The code is entered on Stripe's page; the webhook records the discount Stripe granted.
    allow_promotion_codes: true,
    line_items: articlesStripe(lignes, siteUrl, achat.boutique),
    ...(montants.contientImprime ? expeditionStripe(montants, input, achat.pro) : {}),
    ...(montants.contientNumerique
      ? {
          custom_text: {
            submit: {
              message:
                'Vous avez demandé la mise à disposition immédiate des fichiers numériques et reconnu perdre votre droit de rétractation pour ces fichiers (article L221-28, 13° du Code de la consommation).',
            },
          },
        }
      : {}),
    // A business invoice names the buyer's address, digital-only orders included.
    ...(input.societe || input.numeroTva || input.siret
      ? { billing_address_collection: 'required' as const }
      : {}),
    success_url: `${siteUrl}/commande?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${siteUrl}/commande/erreur`,
    metadata,
    payment_intent_data: { metadata },
  }
}
