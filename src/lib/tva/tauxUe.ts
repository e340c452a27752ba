/**
 * The standard VAT rate of each member state (ISO codes, GR for Greece), in percent — source: European
 * Commission, « VAT rates applied in the Member States of the European Union », situation at
 * 1 January 2026 (taxation-customs.ec.europa.eu). To be reviewed each January.
 */
export const TAUX_NORMAUX_UE: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
}

export const estPaysUe = (pays: string | null | undefined): pays is string =>
  Boolean(pays && Object.hasOwn(TAUX_NORMAUX_UE, pays.toUpperCase()))
