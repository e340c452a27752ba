/**
 * Euro amounts as editors type them, stored in integer cents. Accepted: « 12 », « 12,5 », « 12,00 »,
 * « 1 200,00 € », « 12.00 » (a dot from a copied figure); refused: more than two decimals, letters,
 * signs, several separators. Shared by the admin's price input (src/admin/fields/ChampEuros.tsx) and
 * the field's validation on the server (src/fields/euros.ts).
 */
import { formatPrix } from './prix'

const MONTANT = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[,.](\d{1,2}))?$/

/** Cents of a typed euro amount, or null when it is not one. */
export function centimesDepuisEuros(texte: string): number | null {
  const propre = texte.trim().replace(/\s*€$/, '').trim()
  const m = MONTANT.exec(propre)
  if (!m) return null
  const euros = Number(m[1].replace(/[ \u00a0\u202f]/g, ''))
  const centimes = Number((m[2] ?? '').padEnd(2, '0'))
  const total = euros * 100 + centimes
  return Number.isSafeInteger(total) ? total : null
}

/** The input's text for stored cents: « 12,00 » (no thousands separator, so it reads back as typed). */
export function eurosDepuisCentimes(centimes: number): string {
  const signe = centimes < 0 ? '-' : ''
  const abs = Math.abs(centimes)
  return `${signe}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}

export type BornesEuros = { min: number; max: number; requis: boolean }

/** French message for a value of the form (cents, the raw text of an invalid input, or nothing), or
 *  true. `min` and `max` are in cents. */
export function validerEuros(valeur: unknown, { min, max, requis }: BornesEuros): true | string {
  if (valeur === null || valeur === undefined || valeur === '')
    return requis ? 'Indiquez un montant en euros, par exemple 12,00\u00a0€.' : true
  if (typeof valeur !== 'number' || !Number.isInteger(valeur))
    return 'Montant invalide\u00a0: écrivez des euros avec au plus deux décimales, par exemple 12,00\u00a0€.'
  if (valeur < min) return `Le montant doit valoir au moins ${formatPrix(min)}.`
  if (valeur > max) return `Le montant doit valoir au plus ${formatPrix(max)}.`
  return true
}
