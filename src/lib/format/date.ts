/** French dates: `22 novembre 2026`. Invalid or missing input gives an empty string. */
const longue = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
})

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? '' : longue.format(date)
}

/** `2026-11-22` for <time dateTime> and sitemaps. */
export function isoDate(value: string | Date | null | undefined): string | undefined {
  if (!value) return undefined
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

const heure = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
})

/** « 25 novembre 2026 à 21 h 40 », Paris time. */
export const dateHeure = (d: Date | string): string =>
  `${formatDate(d)} à ${heure.format(new Date(d)).replace(':', '\u00a0h\u00a0')}`

const parties = new Intl.DateTimeFormat('fr-FR', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Europe/Paris',
})

/**
 * `2026-11-22`: the calendar day in Paris of an instant, the day a French document is dated (an invoice
 * paid at 00:30 in Paris is dated that day, not the previous UTC day). A bare `YYYY-MM-DD` stays itself.
 */
export function jourParis(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  const date = value instanceof Date ? value : new Date(value)
  const p = Object.fromEntries(parties.formatToParts(date).map((x) => [x.type, x.value]))
  return `${p.year}-${p.month}-${p.day}`
}
