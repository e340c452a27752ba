import type { Payload } from 'payload'

import { libelleRemise } from '@/lib/format'
import type { Commande, Reglage } from '@/payload-types'

import { attacherDocument, designationLigne } from '@/lib/commande'
import { regimeDeCommande, type RegimeTva } from '@/lib/tva'

import { emettreDocument } from './emission'
import { genererFacturX } from './facturx'
import { SERIES } from './numero'
import type { Acheteur, DonneesFacture, Vendeur } from './pdf'
import { sirenDe } from './siret'

export const MOYEN_PAIEMENT_PAR_DEFAUT = 'par paiement en ligne sécurisé (Stripe)'
const MOYENS: Record<string, string> = {
  card: 'par carte bancaire',
  sepa_debit: 'par prélèvement SEPA',
  paypal: 'par PayPal',
  bancontact: 'par Bancontact',
  ideal: 'par iDEAL',
}

/** How the order was paid, as far as the Checkout Session tells: one method type, else generic. */
export const moyenPaiement = (types: string[] | null | undefined): string =>
  types?.length === 1 && MOYENS[types[0]] ? MOYENS[types[0]] : MOYEN_PAIEMENT_PAR_DEFAUT

const regions = new Intl.DisplayNames(['fr'], { type: 'region' })
const nomPays = (code: string | null | undefined) => {
  if (!code) return null
  try {
    return regions.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

export function vendeurDesReglages(r: Partial<Reglage>): Vendeur {
  return {
    raisonSociale: r.raisonSociale || r.author || 'Mots & Couleurs',
    adresse: r.adresseVendeur ?? '',
    siret: r.siret?.replace(/\s+/g, '') || null,
    numeroTva: r.numeroTvaVendeur || null,
    tvaNonApplicable: Boolean(r.tvaNonApplicable),
    tauxTva: typeof r.tauxTva === 'number' ? r.tauxTva : 20,
  }
}

type Adresse = NonNullable<Commande['adresseLivraison']>
const postale = (a: Adresse): Acheteur['postale'] => ({
  ligne1: a.ligne1,
  ligne2: a.ligne2,
  codePostal: a.codePostal,
  ville: a.ville,
  pays: a.pays,
})
const lignesAdresse = (a: Adresse) =>
  [a.ligne1, a.ligne2, [a.codePostal, a.ville].filter(Boolean).join(' '), nomPays(a.pays)].filter(
    (l): l is string => Boolean(l),
  )
const addressKey = (a: Adresse) =>
  [a.ligne1, a.ligne2, a.codePostal, a.ville, a.pays].map((x) => (x ?? '').trim().toLowerCase()).join('|')

/** The seller frozen with the order's invoice when it was issued, if it was (`vendeurFacture`). */
export function vendeurFige(commande: Pick<Commande, 'vendeurFacture'>): Vendeur | null {
  const v = commande.vendeurFacture as Partial<Vendeur> | null | undefined
  return v && typeof v === 'object' && typeof v.raisonSociale === 'string' ? (v as Vendeur) : null
}

/** The VAT regime frozen with the order's invoice (src/lib/tva/regime.ts), if it was. */
export function regimeFige(commande: Pick<Commande, 'vendeurFacture'>): RegimeTva | null {
  const r = (commande.vendeurFacture as { regime?: RegimeTva } | null | undefined)?.regime
  return r && typeof r === 'object' && r.biens && r.services ? r : null
}

/**
 * What the invoice of a numbered order says: the seller and VAT regime frozen with the invoice once it
 * is issued (so its credit notes follow them), else the seller's settings of now.
 */
export function donneesFacture(
  commande: Commande,
  reglages: Partial<Reglage>,
  moyen = MOYEN_PAIEMENT_PAR_DEFAUT,
): DonneesFacture {
  const f = commande.facturation ?? {}
  // The billing address, else the shipping one; its country the billing one when only that is known.
  const adr = f.ligne1 ? f : { ...commande.adresseLivraison, pays: f.pays || commande.adresseLivraison?.pays }
  const envoi = commande.adresseLivraison
  const imprime = (commande.lignes ?? []).some((l) => l.livraison !== 'numerique')
  return {
    numero: commande.numeroFacture!,
    date: commande.factureLe ?? new Date().toISOString(),
    numeroCommande: commande.numero,
    vendeur: vendeurFige(commande) ?? vendeurDesReglages(reglages),
    acheteur: {
      nom: f.nom || commande.adresseLivraison?.nom || null,
      societe: f.societe || null,
      numeroTva: f.numeroTva || null,
      siren: f.siret ? sirenDe(f.siret) : null,
      adresse: lignesAdresse(adr),
      postale: postale(adr),
      email: commande.email,
    },
    lignes: [
      // The copies go to the quantity column, not into the designation.
      ...(commande.lignes ?? []).map((l) => ({
        designation: designationLigne({ ...l, quantite: 1 }),
        ttc: l.prix * (l.quantite ?? 1),
        quantite: l.quantite ?? 1,
        nature: l.livraison === 'numerique' ? ('service' as const) : ('bien' as const),
      })),
      // The discount of a promotion code, as Stripe granted it on the items: a negative line at the
      // same VAT rate, so that the totals are those of the amount paid.
      ...(commande.remise
        ? [
            {
              designation: libelleRemise(commande.codePromo),
              ttc: -commande.remise,
              nature: 'remise' as const,
            },
          ]
        : []),
      ...(commande.fraisDePort
        ? [{ designation: 'Frais de livraison', ttc: commande.fraisDePort, nature: 'port' as const }]
        : []),
    ],
    livraison:
      imprime && envoi?.ligne1 && addressKey(envoi) !== addressKey(adr)
        ? {
            lignes: [envoi.nom, ...lignesAdresse(envoi)].filter((l): l is string => Boolean(l)),
            postale: postale(envoi),
          }
        : null,
    payeeLe: commande.payeeLe ?? commande.factureLe ?? new Date().toISOString(),
    moyenPaiement: moyen,
    regime: regimeFige(commande),
  }
}

/**
 * The invoice of a paid order: its number (given once, in the Paris year of its date), then its Factur-X
 * PDF, written once and never again — a later call, or a change of the seller's settings, returns the
 * stored bytes (an invoice issued as a plain PDF before Factur-X stays one). Returns the number, the
 * file's path and the sha256 the order records for it (src/lib/facture/emission.ts).
 */
export async function emettreFacture(
  payload: Payload,
  commande: Commande,
  { moyen, maintenant }: { moyen?: string; maintenant?: Date } = {},
): Promise<{
  numeroFacture: string
  factureLe: string
  chemin: string
  sha256: string
  vendeurFacture: Vendeur | null
}> {
  const emis = await emettreDocument(
    payload,
    SERIES.facture,
    commande,
    async (numeroFacture, factureLe) => {
      const vendeurFacture = await figerVendeur(payload, commande)
      return genererFacturX(
        donneesFacture({ ...commande, numeroFacture, factureLe, vendeurFacture }, {}, moyen),
      )
    },
    { maintenant },
  )
  const apres = await payload.findByID({
    collection: 'commandes',
    id: commande.id,
    depth: 0,
    overrideAccess: true,
  })
  return {
    numeroFacture: emis.numero,
    factureLe: emis.le,
    chemin: emis.chemin,
    sha256: emis.sha256,
    vendeurFacture: vendeurFige(apres as Commande),
  }
}

/**
 * Freezes the seller's settings of now and the order's VAT regime (src/lib/tva/regimeCommande.ts) on
 * the order, once (compare-and-set on "none yet": two concurrent issuers keep the first), and returns
 * what the order holds.
 */
async function figerVendeur(payload: Payload, commande: Commande): Promise<Vendeur> {
  const reglages = await payload.findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })
  await attacherDocument(
    payload,
    {
      cible: { id: { equals: commande.id } },
      where: { vendeurFacture: { exists: false } },
      mongo: { vendeurFacture: null },
    },
    {
      vendeurFacture: {
        ...vendeurDesReglages(reglages),
        regime: await regimeDeCommande(payload, commande, reglages),
      },
    },
  )
  const lu = await payload.findByID({
    collection: 'commandes',
    id: commande.id,
    depth: 0,
    overrideAccess: true,
  })
  return vendeurFige(lu as Commande) ?? vendeurDesReglages(reglages)
}
