import type { Payload } from 'payload'

import { anneeParis, attacherDocument, retirerNumeroMongo } from '@/lib/commande'
import type { Commande } from '@/payload-types'

import { plusHautsNumeros } from '../documents'

/** The two numbered series of the shop's accounting documents: invoices (FA) and credit notes (AV),
 *  each stored on the order with the date it was given. */
export const SERIES = {
  facture: {
    prefixe: 'FA',
    champ: 'numeroFacture',
    date: 'factureLe',
    cle: 'factureCle',
    empreinte: 'factureSha256',
  },
  avoir: { prefixe: 'AV', champ: 'numeroAvoir', date: 'avoirLe', cle: 'avoirCle', empreinte: 'avoirSha256' },
} as const
export type Serie = (typeof SERIES)[keyof typeof SERIES]
type Champ = Serie['champ']

/** Invoice numbers: FA-2026-000042, sequential per calendar year of the payment (Europe/Paris). */
export const formatNumeroFacture = (annee: number, sequence: number, prefixe = 'FA'): string =>
  `${prefixe}-${annee}-${String(sequence).padStart(6, '0')}`

/** The sequence of a number of the series `prefixe` (`FA-2026-`), 0 for none or another series. */
export const sequenceDe = (numero: string | null | undefined, prefixe: string): number => {
  const n = numero?.startsWith(prefixe) ? Number(numero.slice(prefixe.length)) : 0
  return Number.isInteger(n) && n > 0 ? n : 0
}

/**
 * The number to try next: the highest of the year plus one — or, should the year's numbers have a
 * hole (only after a yield on a database without its unique index, see below), the lowest missing one,
 * so that the series stays without a gap. Never one at or below the highest of the document store: a
 * restored or copied database does not know the numbers issued after its copy.
 */
async function prochaineSequence(payload: Payload, champ: Champ, prefixe: string): Promise<number> {
  const plancher = (await plusHautsNumeros(payload)).get(prefixe) ?? 0
  const n = await sequenceDeLaBase(payload, champ, prefixe)
  return n > plancher ? n : plancher + 1
}

async function sequenceDeLaBase(payload: Payload, champ: Champ, prefixe: string): Promise<number> {
  const where = { [champ]: { like: prefixe } }
  const [{ docs }, { totalDocs }] = await Promise.all([
    payload.find({
      collection: 'commandes',
      where,
      sort: `-${champ}`,
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { [champ]: true },
    }),
    payload.count({ collection: 'commandes', where, overrideAccess: true }),
  ])
  const max = sequenceDe(docs[0]?.[champ], prefixe)
  if (totalDocs >= max) return max + 1
  const { docs: tous } = await payload.find({
    collection: 'commandes',
    where,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { [champ]: true },
  })
  const pris = new Set(tous.map((d) => sequenceDe(d[champ], prefixe)))
  let n = 1
  while (pris.has(n)) n++
  return n
}

const lireNumero = async (payload: Payload, id: number | string, serie: Serie) => {
  const doc = (await payload.findByID({
    collection: 'commandes',
    id,
    depth: 0,
    overrideAccess: true,
    select: { [serie.champ]: true, [serie.date]: true },
  })) as Partial<Commande>
  return { numero: doc[serie.champ] ?? null, le: doc[serie.date] ?? null }
}

const porteurs = (payload: Payload, champ: Champ, numero: string) =>
  payload.count({
    collection: 'commandes',
    where: { [champ]: { equals: numero } },
    overrideAccess: true,
  })

/** Yields a number held twice, or held in the document store by another database's order. MongoDB:
 *  unset, not null — the sparse unique index counts nulls. */
export async function liberer(
  payload: Payload,
  id: number | string,
  serie: Serie,
  numero: string,
): Promise<void> {
  if (payload.db.name === 'mongoose') {
    await retirerNumeroMongo(payload, { _id: id, [serie.champ]: numero }, [serie.champ, serie.date])
    return
  }
  await attacherDocument(
    payload,
    { cible: { id: { equals: id } }, where: { [serie.champ]: { equals: numero } }, mongo: {} },
    { [serie.champ]: null, [serie.date]: null },
  )
}

/**
 * Gives an order a number of the series, once: a compare-and-set on "no number yet", so a redelivered
 * or concurrent event never gives a second one. Two orders that compute the same number: the unique
 * index refuses the second write, which tries the next. On MongoDB, where indexes may be built in the
 * background, every writer also counts the holders of its number after writing and yields when it is
 * not alone (two writers cannot both miss each other, since each reads after its own write); the
 * number is only printed or mailed once it is final. Returns the number and its date. The year is
 * that of `annee` (the payment for an invoice), else of now, in Paris.
 */
export async function attribuerNumero(
  payload: Payload,
  serie: Serie,
  commande: Pick<Commande, 'id'> & Partial<Commande>,
  { maintenant = new Date(), annee = anneeParis(maintenant) }: { maintenant?: Date; annee?: number } = {},
): Promise<{ numero: string; le: string }> {
  const existant = commande[serie.champ]
  const existantLe = commande[serie.date]
  if (existant && existantLe) return { numero: existant, le: existantLe }
  const prefixe = `${serie.prefixe}-${annee}-`
  const cible = { id: { equals: commande.id } }
  for (let essai = 0; essai < 200; essai++) {
    const numero = formatNumeroFacture(
      annee,
      await prochaineSequence(payload, serie.champ, prefixe),
      serie.prefixe,
    )
    const le = maintenant.toISOString()
    let gagne: number | string | null
    try {
      gagne = await attacherDocument(
        payload,
        { cible, where: { [serie.champ]: { exists: false } }, mongo: { [serie.champ]: null } },
        { [serie.champ]: numero, [serie.date]: le },
      )
    } catch (err) {
      // The unique index: another order took this number meanwhile.
      if ((await porteurs(payload, serie.champ, numero)).totalDocs > 0) continue
      throw err
    }
    if (gagne === null) {
      // Numbered meanwhile by another delivery of the same event.
      const lu = await lireNumero(payload, commande.id, serie)
      if (lu.numero) return { numero: lu.numero, le: lu.le ?? le }
      continue
    }
    if ((await porteurs(payload, serie.champ, numero)).totalDocs === 1) return { numero, le }
    await liberer(payload, commande.id, serie, numero)
    await new Promise((r) => setTimeout(r, Math.random() * 20 * Math.min(essai + 1, 10)))
  }
  throw new Error(`Impossible d’attribuer un numéro ${serie.prefixe}.`)
}
