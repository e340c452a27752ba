import {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
} from 'jsvat'

/** The 27 member states, as jsvat knows their formats and check digits (Greece's prefix is EL). */
const PAYS_UE = [
  austria,
  belgium,
  bulgaria,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
]

/** A VAT number checked: `pays` is the ISO code of the member state that issued it (GR for EL). */
export type VerificationTva = { valide: boolean; numero: string; pays: string | null }

/**
 * The one check the shop makes of a buyer's VAT number. Offline (format and check digits per country,
 * jsvat) here; in production, `VIES_URL` points it at the Commission's VIES service (./vies.ts), which
 * also says whether the number is registered today.
 */
export type VerificateurTva = (numero: string) => Promise<VerificationTva>

/** As people type it (`be 0411.905.847`) → as it is printed (`BE0411905847`). */
export const normaliserNumeroTva = (valeur: string): string => valeur.replace(/[\s.-]+/g, '').toUpperCase()

/** Format and check digits of the member state of its prefix; never throws, whatever the text. */
export function verifierHorsLigne(valeur: string): VerificationTva {
  const numero = normaliserNumeroTva(String(valeur ?? ''))
  if (!/^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(numero)) return { valide: false, numero, pays: null }
  try {
    const r = checkVAT(numero, PAYS_UE)
    return { valide: r.isValid, numero, pays: r.country?.isoCode.short ?? null }
  } catch {
    return { valide: false, numero, pays: null }
  }
}

export const verifierNumeroTvaHorsLigne: VerificateurTva = async (numero) => verifierHorsLigne(numero)
