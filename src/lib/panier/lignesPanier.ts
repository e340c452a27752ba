import type { Payload } from 'payload'
import { z } from 'zod'

import {
  type Boutique,
  dimensions,
  lireBoutique,
  miniatureUrl,
  QUANTITE_MAX,
  QUANTITE_MIN,
  tarifer,
} from '@/lib/catalogue'
import type { Produit } from '@/payload-types'

import type { LigneMontant, Stripe } from '../commande'

const MESSAGE_QUANTITE = `La quantité doit être un nombre entier de ${QUANTITE_MIN} à ${QUANTITE_MAX}.`

/** `lignes` of POST /api/commande/paiement: per slug of the cart, its format and quantity
 *  (docs/decisions/0136-choix-du-panier-dans-session.md). No price: the server prices every line. */
export const lignesSchema = z
  .array(
    z.object({
      slug: z
        .string({ error: 'Chaque ligne doit désigner un produit par son identifiant.' })
        .trim()
        .min(1, 'Un identifiant de produit est vide.')
        .max(200, 'Identifiant de produit trop long.'),
      format: z
        .string({ error: 'Le format doit être un code, comme «\u00a0A3\u00a0».' })
        .max(20, 'Code de format trop long.')
        .nullable()
        .optional(),
      quantite: z
        .number({ error: MESSAGE_QUANTITE })
        .int(MESSAGE_QUANTITE)
        .min(QUANTITE_MIN, MESSAGE_QUANTITE)
        .max(QUANTITE_MAX, MESSAGE_QUANTITE)
        .optional(),
    }),
    { error: 'Les lignes du panier doivent être une liste.' },
  )
  .max(100, 'Un panier compte 100 produits au plus.')

export type LigneDemandee = z.infer<typeof lignesSchema>[number]

/** A cart line priced by the server, as the order stores it and Stripe charges it. */
export type LignePayee = LigneMontant & {
  produit: Produit
  quantite: number
  format: string | null
  formatLibelle: string | null
}

/** The slugs to sell and their choices: `lignes` alone, or `slugs` with choices for some of them (the
 *  others at the default format × 1, as carts from before formats). */
export function choixParSlug(
  slugs: string[] | undefined,
  lignes: LigneDemandee[] | undefined,
): { ok: true; slugs: string[]; choix: Map<string, LigneDemandee> } | { ok: false; error: string } {
  const choix = new Map<string, LigneDemandee>()
  for (const l of lignes ?? []) {
    if (choix.has(l.slug)) return { ok: false, error: `Le produit «\u00a0${l.slug}\u00a0» figure deux fois.` }
    choix.set(l.slug, l)
  }
  const tous = [...new Set(slugs ?? [...choix.keys()])]
  const orphelin = [...choix.keys()].find((s) => !tous.includes(s))
  if (orphelin)
    return { ok: false, error: `La ligne «\u00a0${orphelin}\u00a0» ne correspond à aucun produit du panier.` }
  return { ok: true, slugs: tous, choix }
}

/** Prices each product with its chosen format and quantity (src/lib/catalogue/formatsImpression.ts);
 *  the first refusal (unknown or inactive format, quantity out of bounds) in French. */
export async function tarifierLignes(
  payload: Payload,
  produits: Produit[],
  choix: Map<string, LigneDemandee>,
): Promise<{ ok: true; lignes: LignePayee[]; boutique: Boutique } | { ok: false; error: string }> {
  const boutique = await lireBoutique(payload)
  const lignes: LignePayee[] = []
  for (const produit of produits) {
    const c: Partial<LigneDemandee> = choix.get(produit.slug!) ?? {}
    const tarif = tarifer(produit, boutique.formats, { format: c.format, quantite: c.quantite })
    if (!tarif.ok) return tarif
    const { format, quantite, prixUnitaire } = tarif.ligne
    lignes.push({
      produit,
      prix: prixUnitaire,
      quantite,
      livraison: produit.livraison,
      classeExpedition: format?.classeExpedition ?? null,
      format: format?.code ?? null,
      formatLibelle: format ? `${format.libelle}, ${dimensions(format)}` : null,
    })
  }
  return { ok: true, lignes, boutique }
}

/** Stripe's line items: the format in the name (« Je mérite la douceur — A3 »), the quantity. */
export function articlesStripe(
  lignes: LignePayee[],
  siteUrl: string,
  boutique: Boutique,
): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const libelles = new Map(boutique.formats.map((f) => [f.code, f]))
  return lignes.map((l) => {
    const format = l.format ? libelles.get(l.format) : undefined
    return {
      quantity: l.quantite,
      price_data: {
        currency: 'eur',
        unit_amount: l.prix,
        product_data: {
          name: format ? `${l.produit.titre} — ${format.libelle}` : l.produit.titre,
          description:
            l.livraison === 'numerique'
              ? 'Fichier numérique à télécharger'
              : format
                ? `Affiche imprimée ${dimensions(format)}, ${format.papier.toLowerCase()}, expédiée`
                : 'Affiche imprimée, expédiée',
          images: [`${siteUrl}${miniatureUrl(l.produit.slug!)}`],
          metadata: { slug: l.produit.slug!, ...(l.format ? { format: l.format } : {}) },
        },
      },
    }
  })
}

/** The order's `lignes`, as sold. */
export const lignesCommande = (lignes: LignePayee[]) =>
  lignes.map((l) => ({
    slug: l.produit.slug!,
    titre: l.produit.titre,
    prix: l.prix,
    quantite: l.quantite,
    format: l.format,
    formatLibelle: l.formatLibelle,
    livraison: l.produit.livraison,
    produit: l.produit.id,
  }))
