/**
 * SIREN (9 digits) and SIRET (14: the SIREN and a 5-digit establishment number) carry a Luhn key: doubling
 * every second digit from the right, the digits' sum is a multiple of 10. La Poste's establishments share
 * one SIREN and are numbered past what the key allows: INSEE checks their SIRET by the plain sum of its
 * digits, a multiple of 5.
 */
export const SIREN_LA_POSTE = '356000000'

export const MESSAGE_SIRET_CLIENT =
  'SIREN ou SIRET invalide\u00a0: 9 ou 14 chiffres, dont le dernier est une clé de contrôle. Vérifiez-le sur votre extrait Kbis ou votre avis de situation INSEE.'

/** As people type it (`123 456 789 00012`, `123.456.789`) → digits only. */
export const normaliserSiret = (valeur: string): string => valeur.replace(/[\s.\u00a0\u202f-]+/g, '')

export function cleLuhnValide(chiffres: string): boolean {
  let somme = 0
  for (let i = 0; i < chiffres.length; i++) {
    let c = chiffres.charCodeAt(chiffres.length - 1 - i) - 48
    if (i % 2 === 1) c = c * 2 > 9 ? c * 2 - 9 : c * 2
    somme += c
  }
  return somme % 10 === 0
}

export function sirenValide(valeur: string): boolean {
  const v = normaliserSiret(valeur)
  return /^\d{9}$/.test(v) && cleLuhnValide(v)
}

export function siretValideLuhn(valeur: string): boolean {
  const v = normaliserSiret(valeur)
  if (!/^\d{14}$/.test(v) || !sirenValide(v.slice(0, 9))) return false
  if (v.startsWith(SIREN_LA_POSTE))
    return cleLuhnValide(v) || [...v].reduce((s, c) => s + Number(c), 0) % 5 === 0
  return cleLuhnValide(v)
}

/** A buyer's identifier as given at checkout: a SIREN or a SIRET. */
export const sirenOuSiretValide = (valeur: string): boolean => sirenValide(valeur) || siretValideLuhn(valeur)

/** The SIREN of a SIREN or SIRET (what the e-invoice names the company by). */
export const sirenDe = (valeur: string): string => normaliserSiret(valeur).slice(0, 9)
