import type { Payload } from 'payload'
import { z } from 'zod'

import {
  MESSAGE_SIRET_CLIENT,
  MESSAGE_TVA,
  normaliserSiret,
  normaliserTva,
  sirenOuSiretValide,
  tvaValide,
} from '@/lib/facture'
import { emailSchema } from '@/lib/format'
import type { Commande, Produit } from '@/payload-types'
import { installationId } from '@/lib/infra/database'
import { inTurn, isFirstHolder } from '@/lib/infra/concurrency'
import { lirePubliesParSlugs } from '@/lib/catalogue'

import {
  calculerMontants,
  contexteSysteme,
  insererCommande,
  modifierCommande,
  PAYS_LIVRAISON,
  prochainNumero,
  reglagesLivraison,
  type Stripe,
  texteConsentement,
} from '@/lib/commande'
import { choixParSlug, lignesCommande, lignesSchema, tarifierLignes } from './lignesPanier'
import { pointDePanne } from '@/lib/infra/operations'
import { prixSansTva } from './prixSansTva'
import { parametresSession } from './sessionPaiement'
import { regimeAcheteurPro } from './tvaAcheteur'

/** Body of POST /api/commande/paiement (`societe`, `numeroTva`, `siret` and the billing country `pays` optional, for professionals' invoices). Unknown keys (a `prix` sent by a client…) are dropped:
 *  every amount comes from the database. `lignes` carries the format and quantity per slug; `slugs` may
 *  then be left out. */
export const paiementSchema = z.preprocess(
  // `lignes` without `slugs`: its slugs are the cart (then checked as `slugs` always were).
  (v) =>
    v && typeof v === 'object' && !('slugs' in v) && Array.isArray((v as { lignes?: unknown }).lignes)
      ? { ...v, slugs: (v as { lignes: { slug?: unknown }[] }).lignes.map((l) => l?.slug) }
      : v,
  z.object({
    slugs: z
      .array(
        z
          .string({ error: 'Chaque produit doit être désigné par son identifiant.' })
          .trim()
          .min(1, 'Un identifiant de produit est vide.')
          .max(200, 'Identifiant de produit trop long.'),
        {
          error: 'La liste des produits est manquante.',
        },
      )
      .min(1, 'Votre panier est vide.')
      .max(100, 'Un panier compte 100 produits au plus.'),
    lignes: lignesSchema.min(1, 'Votre panier est vide.').optional(),
    email: emailSchema,
    // The two checkboxes of a cart with a digital file (./consentement.ts): both must be true for it.
    consentementNumerique: z.boolean({ error: 'Le consentement doit valoir vrai ou faux.' }).optional(),
    renonciationRetractation: z
      .boolean({ error: 'La renonciation au droit de rétractation doit valoir vrai ou faux.' })
      .optional(),
    // For professionals, printed on the invoice. Blank counts as absent.
    societe: z
      .string({ error: 'Le nom de la société doit être un texte.' })
      .trim()
      .max(200, 'Le nom de la société compte 200 caractères au plus.')
      .optional()
      .transform((v) => v || undefined),
    numeroTva: z
      .string({ error: 'Le numéro de TVA doit être un texte.' })
      .max(40, MESSAGE_TVA)
      .transform(normaliserTva)
      .refine((v) => !v || tvaValide(v), MESSAGE_TVA)
      .optional()
      .transform((v) => v || undefined),
    // The billing country of a company of another member state (its VAT number's): ISO code.
    pays: z
      .string({ error: 'Le pays de facturation doit être un texte.' })
      .trim()
      .toUpperCase()
      .refine(
        (v) => !v || (PAYS_LIVRAISON as readonly string[]).includes(v),
        'Pays de facturation inconnu\u00a0: choisissez un pays de l’Union européenne.',
      )
      .optional()
      .transform((v) => v || undefined),
    // SIREN (9 digits) or SIRET (14), checked by its Luhn key (src/lib/facture/siret.ts).
    siret: z
      .string({ error: 'Le SIREN ou SIRET doit être un texte.' })
      .max(40, MESSAGE_SIRET_CLIENT)
      .transform(normaliserSiret)
      .refine((v) => !v || sirenOuSiretValide(v), MESSAGE_SIRET_CLIENT)
      .optional()
      .transform((v) => v || undefined),
  }),
)
export type PaiementInput = z.infer<typeof paiementSchema>

export const MESSAGES_PAIEMENT = {
  nonConfigure:
    'Le paiement n’est pas encore configuré sur cette boutique. Réessayez plus tard ou écrivez-nous.',
  indisponible:
    'Le service de paiement ne répond pas. Votre carte n’a pas été débitée\u00a0: réessayez dans quelques instants.',
  consentement:
    'Pour les fichiers numériques, cochez la case par laquelle vous demandez leur mise à disposition immédiate.',
  renonciation:
    'Pour les fichiers numériques, cochez la case par laquelle vous reconnaissez perdre votre droit de rétractation.',
  introuvable: (slugs: string[]) =>
    `${slugs.length > 1 ? 'Ces produits ne sont plus disponibles' : 'Ce produit n’est plus disponible'}\u00a0: ${slugs.join(', ')}.`,
} as const

type Resultat = { status: number; body: { url: string } | { error: string } }

/** Published products in the order of the slugs, and the slugs that are unknown or not for sale. */
export async function produitsEnVente(payload: Payload, slugs: string[]) {
  const parSlug = new Map((await lirePubliesParSlugs(payload, slugs)).map((d) => [d.slug, d]))
  // A digital product without its print file cannot be delivered: not for sale.
  const vendable = (p: Produit | undefined): p is Produit =>
    Boolean(p && (p.livraison !== 'numerique' || p.fichierNumerique))
  const produits = slugs.map((s) => parSlug.get(s)).filter(vendable)
  const manquants = slugs.filter((s) => !vendable(parSlug.get(s)))
  return { produits, manquants }
}

/** Creates the order with a fresh number, one checkout of this process at a time (inTurn). A number
 *  taken meanwhile by another process (unique index, or a duplicate the oldest order keeps) is replaced
 *  by the next one. */
const creerCommande = (
  payload: Payload,
  data: Omit<Commande, 'id' | 'numero' | 'createdAt' | 'updatedAt'>,
): Promise<Commande> => inTurn('numero-commande', () => creerCommandeNumerotee(payload, data))

async function creerCommandeNumerotee(
  payload: Payload,
  data: Omit<Commande, 'id' | 'numero' | 'createdAt' | 'updatedAt'>,
): Promise<Commande> {
  let commande: Commande | null = null
  for (let essai = 0; essai < 10; essai++) {
    const numero = await prochainNumero(payload)
    try {
      commande = commande
        ? await modifierCommande(payload, {
            id: commande.id,
            data: { numero },
            overrideAccess: true,
            context: contexteSysteme(),
            depth: 0,
          })
        : await insererCommande(payload, {
            data: { ...data, numero },
            overrideAccess: true,
            depth: 0,
          })
    } catch (err) {
      const pris = await payload.count({
        collection: 'commandes',
        where: { numero: { equals: numero } },
        overrideAccess: true,
      })
      if (pris.totalDocs === 0) throw err
      continue
    }
    if (await isFirstHolder(payload, 'commandes', { numero: { equals: numero } }, commande.id))
      return commande
  }
  throw new Error('Impossible d’attribuer un numéro de commande.')
}

const refus = (status: number, error: string): Resultat => ({ status, body: { error } })

/** The cart read, checked and priced on the server: the products for sale in their formats, the
 *  buyer's VAT regime, the amounts; a refusal in French otherwise. */
async function tarifer(payload: Payload, input: PaiementInput) {
  const demande = choixParSlug(input.slugs, input.lignes)
  if (!demande.ok) return refus(400, demande.error)
  const { produits, manquants } = await produitsEnVente(payload, demande.slugs)
  if (manquants.length) return refus(404, MESSAGES_PAIEMENT.introuvable(manquants))
  const tarif = await tarifierLignes(payload, produits, demande.choix)
  if (!tarif.ok) return refus(400, tarif.error)

  const stockes = await payload.findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })
  // An EU business buyer pays net prices (src/lib/panier/tvaAcheteur.ts).
  const pro = await regimeAcheteurPro(input.numeroTva, input.pays, stockes)
  if (!pro.ok) return refus(400, pro.error)
  const { lignes, montants } = prixSansTva(
    tarif.lignes,
    calculerMontants(tarif.lignes, reglagesLivraison(stockes)),
    pro.regime,
    typeof stockes.tauxTva === 'number' ? stockes.tauxTva : 20,
  )
  if (montants.contientNumerique && input.consentementNumerique !== true) {
    return refus(400, MESSAGES_PAIEMENT.consentement)
  }
  if (montants.contientNumerique && input.renonciationRetractation !== true) {
    return refus(400, MESSAGES_PAIEMENT.renonciation)
  }
  return { lignes, montants, boutique: tarif.boutique, regime: pro.regime }
}

type Achat = Exclude<Awaited<ReturnType<typeof tarifer>>, Resultat>

/** The order `en_attente` as the checkout records it. */
const donneesCommande = (input: PaiementInput, { lignes, montants, regime }: Achat) => ({
  email: input.email.toLowerCase(),
  lignes: lignesCommande(lignes),
  sousTotal: montants.sousTotal,
  fraisDePort: montants.fraisDePort,
  total: montants.total,
  devise: 'eur' as const,
  statut: 'en_attente' as const,
  // The wording the checkout showed and the server's time, not the browser's.
  ...(montants.contientNumerique
    ? { consentementNumerique: { le: new Date().toISOString(), texte: texteConsentement() } }
    : {}),
  ...(input.societe || input.numeroTva || input.siret || input.pays
    ? {
        facturation: {
          societe: input.societe,
          numeroTva: input.numeroTva,
          siret: input.siret,
          pays: input.pays,
        },
      }
    : {}),
  ...(regime ? { regimeTva: regime } : {}),
})

/** The Stripe Checkout Session of the order, or null when Stripe fails (the order is then `echouee`). */
async function ouvrirSession(
  payload: Payload,
  stripe: Stripe,
  {
    commande,
    achat,
    input,
    siteUrl,
  }: { commande: Commande; achat: Achat; input: PaiementInput; siteUrl: string },
): Promise<Stripe.Checkout.Session | null> {
  const metadata = {
    installation: await installationId(payload),
    commandeId: String(commande.id),
    numero: commande.numero,
  }
  try {
    return await stripe.checkout.sessions.create(
      parametresSession(commande, { ...achat, pro: Boolean(achat.regime) }, input, { siteUrl, metadata }),
      // Retrying the same order never opens two sessions.
      { idempotencyKey: `commande-${await installationId(payload)}-${commande.id}` },
    )
  } catch (err) {
    payload.logger.error({ err, numero: commande.numero }, 'Création de la session Stripe impossible')
    await modifierCommande(payload, {
      id: commande.id,
      data: { statut: 'echouee' },
      overrideAccess: true,
      context: contexteSysteme(),
    })
    return null
  }
}

/**
 * The whole checkout: published products → server-side amounts → order `en_attente` → Stripe
 * Checkout Session → `{url}`. On a Stripe failure the order is marked `echouee` and the visitor
 * gets a 503 (nothing charged).
 */
export async function creerPaiement(
  payload: Payload,
  stripe: Stripe,
  input: PaiementInput,
  { siteUrl }: { siteUrl: string },
): Promise<Resultat> {
  const achat = await tarifer(payload, input)
  if ('status' in achat) return achat
  const commande = await creerCommande(payload, donneesCommande(input, achat))
  pointDePanne('apres-commande')
  const session = await ouvrirSession(payload, stripe, { commande, achat, input, siteUrl })
  if (!session) return { status: 503, body: { error: MESSAGES_PAIEMENT.indisponible } }

  // Should the process die here, the webhook stores the session id from the event (metadata.commandeId).
  pointDePanne('apres-session')
  await modifierCommande(payload, {
    id: commande.id,
    data: { stripeSessionId: session.id },
    overrideAccess: true,
    context: contexteSysteme(),
  })
  if (!session.url) return { status: 503, body: { error: MESSAGES_PAIEMENT.indisponible } }
  return { status: 201, body: { url: session.url } }
}
