import { sirenDe, siretValideLuhn } from './siret'

import { normaliserNumeroTva, verifierHorsLigne } from '@/lib/tva'

export const MESSAGE_TVA =
  'Numéro de TVA intracommunautaire invalide\u00a0: le préfixe d’un pays de l’Union européenne suivi du numéro de ce pays, clé de contrôle comprise (FR suivi de 11 chiffres en France). Recopiez-le de vos factures ou de l’avis d’attribution.'
export const MESSAGE_SIRET =
  'SIRET invalide\u00a0: 14 chiffres, dont le SIREN (9) et une clé de contrôle. Recopiez-le de l’avis de situation INSEE.'
export const MESSAGE_TVA_VENDEUR_REQUIS =
  'Le numéro de TVA intracommunautaire est obligatoire sur les factures avec TVA (sinon, cochez la franchise en base).'

/** As people type it (`fr 12 345 678 901`) → as it is printed (`FR12345678901`). */
export const normaliserTva = normaliserNumeroTva

/** Format and check digits of its member state (src/lib/tva/numero.ts). */
export const tvaValide = (valeur: string): boolean => verifierHorsLigne(valeur).valide

export const siretValide = (valeur: string): boolean => siretValideLuhn(valeur)

export const MESSAGE_TVA_SIREN =
  'Ce numéro de TVA ne correspond pas au SIRET\u00a0: en France, FR, une clé de 2 chiffres, puis le SIREN (les 9 premiers chiffres du SIRET).'

/** The French VAT number of a SIREN: FR, the key (12 + 3 × (SIREN mod 97)) mod 97, the SIREN. */
export function tvaDuSiren(siren: string): string {
  const cle = (12 + 3 * (Number(siren) % 97)) % 97
  return `FR${String(cle).padStart(2, '0')}${siren}`
}

/**
 * The seller's VAT number: required once the seller's identity is entered (SIRET or address), unless
 * under the franchise en base — an invoice with VAT without it breaks EN 16931's BR-S-02.
 */
export function validerTvaVendeur(
  valeur: string | null | undefined,
  reglages: { tvaNonApplicable?: boolean | null; siret?: string | null; adresseVendeur?: string | null },
): true | string {
  if (valeur) {
    if (!tvaValide(valeur)) return MESSAGE_TVA
    const tva = normaliserTva(valeur)
    const siret = reglages.siret?.replace(/\s+/g, '')
    if (tva.startsWith('FR') && siret && siretValideLuhn(siret) && tva !== tvaDuSiren(sirenDe(siret)))
      return MESSAGE_TVA_SIREN
    return true
  }
  const identifie = Boolean(reglages.siret?.trim() || reglages.adresseVendeur?.trim())
  return reglages.tvaNonApplicable || !identifie ? true : MESSAGE_TVA_VENDEUR_REQUIS
}
