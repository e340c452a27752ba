import type { FormatImpression } from './formatsImpression'

type Format = Pick<FormatImpression, 'code' | 'libelle'>

/** « A5 (A5 carte), A4, A3, A2, 50x70 (50 × 70 cm) »: the settings' codes as an editor reads them. */
export const listeFormats = (formats: readonly Format[]): string =>
  formats.map((f) => (f.libelle && f.libelle !== f.code ? `${f.code} (${f.libelle})` : f.code)).join(', ')

/** The refusal of a code the settings do not list, with the valid ones. */
export const messageFormatInconnu = (code: string, formats: readonly Format[]): string =>
  `Format inconnu\u00a0: «\u00a0${code}\u00a0». Formats des réglages\u00a0: ${listeFormats(formats)}.`

/** The settings' code written `code` whatever its case (« a2 » is « A2 »), or null if none is. */
export function codeDesReglages(code: string, formats: readonly Format[]): string | null {
  const cle = code.trim().toLowerCase()
  return formats.find((f) => f.code.toLowerCase() === cle)?.code ?? null
}
