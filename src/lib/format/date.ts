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
