import type { Payload } from 'payload'

import { anneeParis } from '@/lib/commande/numero'
import { majConditionnelle } from '@/lib/commande/conditionnel'
import type { Commande } from '@/payload-types'

type MongoModel = { updateOne: (filtre: object, maj: object) => Promise<unknown> }

/** Invoice numbers: FA-2026-000042, sequential per calendar year of the payment (Europe/Paris). */
export const formatNumeroFacture = (annee: number, sequence: number, prefixe = 'FA'): string =>
  `${prefixe}-${annee}-${String(sequence).padStart(6, '0')}`

const sequenceDe = (numero: string | null | undefined, prefixe: string): number => {
  const n = numero?.startsWith(prefixe) ? Number(numero.slice(prefixe.length)) : 0
  return Number.isInteger(n) && n > 0 ? n : 0
}

/**
 * The number to try next: the highest of the year plus one — or, should the year's numbers have a
 * hole (only after a yield on a database without its unique index, see below), the lowest missing one,
 * so that the series stays without a gap.
 */
async function prochaineSequence(payload: Payload, prefixe: string): Promise<number> {
  const where = { numeroFacture: { like: prefixe } }
  const [{ docs }, { totalDocs }] = await Promise.all([
    payload.find({
      collection: 'commandes',
      where,
      sort: '-numeroFacture',
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { numeroFacture: true },
    }),
    payload.count({ collection: 'commandes', where, overrideAccess: true }),
  ])
  const max = sequenceDe(docs[0]?.numeroFacture, prefixe)
  if (totalDocs >= max) return max + 1
  const { docs: tous } = await payload.find({
    collection: 'commandes',
    where,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { numeroFacture: true },
  })
  const pris = new Set(tous.map((d) => sequenceDe(d.numeroFacture, prefixe)))
  let n = 1
  while (pris.has(n)) n++
  return n
}

const lireNumero = async (payload: Payload, id: number | string) =>
  (await payload.findByID({
    collection: 'commandes',
    id,
    depth: 0,
    overrideAccess: true,
    select: { numeroFacture: true, factureLe: true },
  })) as Pick<Commande, 'numeroFacture' | 'factureLe'>

const porteurs = (payload: Payload, numero: string) =>
  payload.count({
    collection: 'commandes',
    where: { numeroFacture: { equals: numero } },
    overrideAccess: true,
  })

/** Yields a number held twice. MongoDB: unset, not null — the sparse unique index counts nulls. */
async function liberer(payload: Payload, id: number | string, numero: string): Promise<void> {
  if (payload.db.name === 'mongoose') {
    const Model = (payload.db as unknown as { collections: Record<string, MongoModel> }).collections.commandes
    await Model.updateOne(
      { _id: id, numeroFacture: numero },
      { $unset: { numeroFacture: '', factureLe: '' } },
    )
    return
  }
  await majConditionnelle(
    payload,
    'commandes',
    { cible: { id: { equals: id } }, where: { numeroFacture: { equals: numero } }, mongo: {} },
    { numeroFacture: null, factureLe: null },
  )
}

/**
 * Gives a paid order its invoice number, once: a compare-and-set on "no number yet", so a redelivered
 * or concurrent event never gives a second one. Two payments that compute the same number: the unique
 * index refuses the second write, which tries the next. On MongoDB, where indexes may be built in the
 * background, every writer also counts the holders of its number after writing and yields when it is
 * not alone (two writers cannot both miss each other, since each reads after its own write); the
 * number is only printed or mailed once it is final. Returns the number and the invoice date.
 */
export async function attribuerNumeroFacture(
  payload: Payload,
  commande: Pick<Commande, 'id' | 'payeeLe' | 'numeroFacture' | 'factureLe'>,
  maintenant = new Date(),
): Promise<{ numeroFacture: string; factureLe: string }> {
  if (commande.numeroFacture && commande.factureLe)
    return { numeroFacture: commande.numeroFacture, factureLe: commande.factureLe }
  const annee = anneeParis(commande.payeeLe ? new Date(commande.payeeLe) : maintenant)
  const prefixe = `FA-${annee}-`
  const cible = { id: { equals: commande.id } }
  for (let essai = 0; essai < 200; essai++) {
    const numero = formatNumeroFacture(annee, await prochaineSequence(payload, prefixe))
    const factureLe = maintenant.toISOString()
    let gagne: number | string | null
    try {
      gagne = await majConditionnelle(
        payload,
        'commandes',
        { cible, where: { numeroFacture: { exists: false } }, mongo: { numeroFacture: null } },
        { numeroFacture: numero, factureLe },
      )
    } catch (err) {
      // The unique index: another order took this number meanwhile.
      if ((await porteurs(payload, numero)).totalDocs > 0) continue
      throw err
    }
    if (gagne === null) {
      // Numbered meanwhile by another delivery of the same payment.
      const lu = await lireNumero(payload, commande.id)
      if (lu.numeroFacture) return { numeroFacture: lu.numeroFacture, factureLe: lu.factureLe ?? factureLe }
      continue
    }
    if ((await porteurs(payload, numero)).totalDocs === 1) return { numeroFacture: numero, factureLe }
    await liberer(payload, commande.id, numero)
    await new Promise((r) => setTimeout(r, Math.random() * 20 * Math.min(essai + 1, 10)))
  }
  throw new Error('Impossible d’attribuer un numéro de facture.')
}
