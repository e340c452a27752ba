/**
 * French public holidays (Code du travail L3133-1) and the end of a period under Regulation (EEC,
 * Euratom) No 1182/71, article 3(4): a period ending on a Saturday, Sunday or public holiday ends with
 * the following working day. Computed rather than read from a package: eleven days, three of them from
 * Easter (docs/decisions/0133). Days are `YYYY-MM-DD` calendar days, in Paris.
 */

/** Easter Sunday of a Gregorian year (Meeus/Jones/Butcher), as a UTC date. */
export function paques(annee: number): Date {
  const a = annee % 19
  const b = Math.floor(annee / 100)
  const c = annee % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const mois = Math.floor((h + l - 7 * m + 114) / 31)
  const jour = ((h + l - 7 * m + 114) % 31) + 1
  return new Date(Date.UTC(annee, mois - 1, jour))
}

const iso = (d: Date) => d.toISOString().slice(0, 10)

/** `YYYY-MM-DD` plus n calendar days. */
export function plusJours(jour: string, n: number): string {
  const [a, m, d] = jour.split('-').map(Number)
  return iso(new Date(Date.UTC(a, m - 1, d + n)))
}

const cache = new Map<number, Set<string>>()

/** The eleven public holidays of mainland France in a year. */
export function joursFeries(annee: number): Set<string> {
  const connu = cache.get(annee)
  if (connu) return connu
  const p = iso(paques(annee))
  const fixes = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'].map(
    (md) => `${annee}-${md}`,
  )
  // Easter Monday, Ascension Thursday, Whit Monday.
  const mobiles = [1, 39, 50].map((n) => plusJours(p, n))
  const jours = new Set([...fixes, ...mobiles])
  cache.set(annee, jours)
  return jours
}

export function estOuvrable(jour: string): boolean {
  const [a, m, d] = jour.split('-').map(Number)
  const semaine = new Date(Date.UTC(a, m - 1, d)).getUTCDay()
  return semaine !== 0 && semaine !== 6 && !joursFeries(a).has(jour)
}

/** The day itself when it is a working day, else the next working day (1182/71, article 3(4)). */
export function reporterAuJourOuvrable(jour: string): string {
  let j = jour
  while (!estOuvrable(j)) j = plusJours(j, 1)
  return j
}
