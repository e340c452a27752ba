import type { Payload } from 'payload'

import { plusHautsNumeros } from '@/lib/documents'

/** Readable order numbers: MC-2026-000042, sequential per calendar year (Europe/Paris). */
export const formatNumero = (annee: number, sequence: number): string =>
  `MC-${annee}-${String(sequence).padStart(6, '0')}`

export const anneeParis = (date = new Date()): number =>
  Number(new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' }).format(date))

/** Next number after the highest of the year, in the database and in the document store (a restored
 *  or copied database does not know the orders invoiced after its copy). Zero-padding makes the text
 *  sort numeric. Two concurrent checkouts may compute the same one: the unique index rejects the
 *  second, which retries (see creerCommande). */
export async function prochainNumero(payload: Payload, date = new Date()): Promise<string> {
  const annee = anneeParis(date)
  const prefixe = `MC-${annee}-`
  const [{ docs }, stockage] = await Promise.all([
    payload.find({
      collection: 'commandes',
      where: { numero: { like: prefixe } },
      sort: '-numero',
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { numero: true },
    }),
    plusHautsNumeros(payload),
  ])
  const dernier = docs[0]?.numero?.startsWith(prefixe) ? Number(docs[0].numero.slice(prefixe.length)) : 0
  const enBase = Number.isFinite(dernier) ? dernier : 0
  return formatNumero(annee, Math.max(enBase, stockage.get(prefixe) ?? 0) + 1)
}
