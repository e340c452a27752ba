import type { Payload } from 'payload'

import { anneeParis, STATUTS_PAYES } from '@/lib/commande'
import type { Commande, Reglage } from '@/payload-types'

import { type RegimeTva, sansTva } from './regime'
import { estPaysUe } from './tauxUe'

export const SEUIL_VENTES_DISTANCE_UE = 1_000_000

/** Where an order went, for the threshold: its goods' country, else its buyer's. */
const destination = (c: Pick<Commande, 'facturation' | 'adresseLivraison'>) =>
  (c.adresseLivraison?.pays || c.facturation?.pays || '').toUpperCase()

/** The regime frozen with an order's invoice (src/lib/facture/facture.ts), if any. */
const regimeDeCommande = (c: Pick<Commande, 'vendeurFacture'>): RegimeTva | null =>
  ((c.vendeurFacture as { regime?: RegimeTva } | null)?.regime as RegimeTva | undefined) ?? null

/**
 * A distance sale to a consumer of another member state, net of VAT: the amount paid less the VAT of
 * its frozen regime (the French rate for an order invoiced before regimes were frozen). A sale to an EU
 * business (exempt or reverse-charged) or under the franchise is not one.
 */
export function venteADistanceHt(
  c: Pick<Commande, 'total' | 'facturation' | 'adresseLivraison' | 'vendeurFacture'>,
  tauxFrance: number,
): number {
  const pays = destination(c)
  if (pays === 'FR' || !estPaysUe(pays)) return 0
  const regime = regimeDeCommande(c)
  if (regime && (sansTva(regime.biens) || sansTva(regime.services) || regime.biens.categorie === 'E'))
    return 0
  const taux = regime?.biens.taux ?? tauxFrance
  return Math.round((c.total * 100) / (100 + taux))
}

/**
 * The shop's distance sales to consumers of other member states in the calendar year (Paris) of
 * `maintenant`, net of VAT, from its paid orders (paid or shipped, not refunded nor cancelled): the figure the one-stop-shop threshold
 * is compared with (docs/decisions/0194).
 */
export async function ventesADistanceUe(
  payload: Payload,
  maintenant: Date,
  tauxFrance: number,
  sauf?: number | string,
): Promise<number> {
  const annee = anneeParis(maintenant)
  // A day of margin around the UTC year: the Paris year is checked on each order below.
  const depuis = new Date(Date.UTC(annee - 1, 11, 31)).toISOString()
  const { docs } = await payload.find({
    collection: 'commandes',
    where: {
      and: [
        { payeeLe: { greater_than_equal: depuis } },
        { statut: { in: [...STATUTS_PAYES] } },
        ...(sauf !== undefined ? [{ id: { not_equals: sauf } }] : []),
      ],
    },
    select: { total: true, facturation: true, adresseLivraison: true, vendeurFacture: true, payeeLe: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
    .filter((c) => c.payeeLe && anneeParis(new Date(c.payeeLe)) === annee)
    .reduce((s, c) => s + venteADistanceHt(c as Commande, tauxFrance), 0)
}

/**
 * Whether a consumer of another member state pays its country's VAT: the settings say the threshold
 * was passed (last year, or the option taken), or this year's sales with this one pass it (the sale
 * that crosses it is already taxed where it goes, art. 258 A and 259 D du CGI).
 */
export async function guichetUniqueApplique(
  payload: Payload,
  reglages: Partial<Reglage>,
  commande: Commande,
  maintenant = new Date(),
): Promise<boolean> {
  if (reglages.seuilVentesDistanceUeDepasse) return true
  const tauxFrance = typeof reglages.tauxTva === 'number' ? reglages.tauxTva : 20
  const cetteVente = venteADistanceHt(commande, tauxFrance)
  if (!cetteVente) return false
  const seuil = reglages.seuilVentesDistanceUe ?? SEUIL_VENTES_DISTANCE_UE
  return (await ventesADistanceUe(payload, maintenant, tauxFrance, commande.id)) + cetteVente > seuil
}
