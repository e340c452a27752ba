import type { Payload } from 'payload'

import type { LigneAvoir } from '@/lib/commande/solde'
import type { Avoir, Commande } from '@/payload-types'

import { donneesFacture, emettreFacture } from './facture'
import { genererFacturX } from './facturx'
import { formatNumeroFacture } from './numero'
import { anneeParis } from '@/lib/commande/numero'
import { cheminPdf, ecrireSiAbsent } from './stockage'

const sequenceDe = (numero: string | null | undefined, prefixe: string): number => {
  const n = numero?.startsWith(prefixe) ? Number(numero.slice(prefixe.length)) : 0
  return Number.isInteger(n) && n > 0 ? n : 0
}

/** The next AV number of the year: after the highest of the credit notes and of the orders refunded
 *  before credit notes had their own collection (their `numeroAvoir`), one series. */
async function prochainNumero(payload: Payload, annee: number): Promise<string> {
  const prefixe = `AV-${annee}-`
  const [avoirs, commandes] = await Promise.all([
    payload.find({
      collection: 'avoirs',
      where: { numero: { like: prefixe } },
      sort: '-numero',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { numero: true },
    }),
    payload.find({
      collection: 'commandes',
      where: { numeroAvoir: { like: prefixe } },
      sort: '-numeroAvoir',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { numeroAvoir: true },
    }),
  ])
  const max = Math.max(
    sequenceDe(avoirs.docs[0]?.numero, prefixe),
    sequenceDe(commandes.docs[0]?.numeroAvoir, prefixe),
  )
  return formatNumeroFacture(annee, max + 1, 'AV')
}

const parCle = async (payload: Payload, cle: string): Promise<Avoir | null> =>
  (
    await payload.find({
      collection: 'avoirs',
      where: { cle: { equals: cle } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0] ?? null

/** The credit notes of an order, oldest first. */
export const avoirsDe = async (payload: Payload, commandeId: number | string): Promise<Avoir[]> =>
  (
    await payload.find({
      collection: 'avoirs',
      where: { commande: { equals: commandeId } },
      sort: 'le',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

/**
 * The credit note of one refund (`cle`, Stripe's refund id): numbered AV-YYYY-NNNNNN once — the unique
 * indexes on the number and on the refund refuse a second writer, which takes the next number or finds
 * the note already there — then its Factur-X 381 written once: its own lines and amount, naming the
 * invoice (issued first should it be missing) and its date.
 */
export async function emettreAvoirDeRemboursement(
  payload: Payload,
  commande: Commande,
  { cle, lignes, rembourseLe }: { cle: string; lignes: LigneAvoir[]; rembourseLe: string },
): Promise<{ avoir: Avoir; chemin: string; cree: boolean }> {
  const { numeroFacture, factureLe } = await emettreFacture(payload, commande)
  let avoir = await parCle(payload, cle)
  let cree = false
  for (let essai = 0; !avoir && essai < 100; essai++) {
    const maintenant = new Date()
    const numero = await prochainNumero(payload, anneeParis(maintenant))
    try {
      avoir = await payload.create({
        collection: 'avoirs',
        data: {
          numero,
          le: maintenant.toISOString(),
          commande: commande.id as number,
          cle,
          montant: lignes.reduce((s, l) => s + l.montant, 0),
          rembourseLe,
          lignes: lignes.map(({ ligne, designation, montant, nature }) => ({
            ligne,
            designation,
            montant,
            nature,
          })),
        },
        depth: 0,
        overrideAccess: true,
      })
      cree = true
    } catch (err) {
      // Taken meanwhile: this refund's note by a concurrent delivery, or the number by another refund.
      avoir = await parCle(payload, cle)
      if (
        !avoir &&
        !(await payload.count({ collection: 'avoirs', where: { numero: { equals: numero } } })).totalDocs
      )
        throw err
    }
  }
  if (!avoir) throw new Error('Impossible d’attribuer un numéro d’avoir.')
  const emis = avoir
  const chemin = await cheminPdf(payload, emis.numero, commande)
  await ecrireSiAbsent(chemin, async () => {
    const reglages = await payload.findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })
    const facture = donneesFacture({ ...commande, numeroFacture, factureLe }, reglages)
    return genererFacturX({
      ...facture,
      numero: emis.numero,
      date: emis.le,
      lignes: (emis.lignes ?? []).map((l) => ({
        designation: l.designation,
        ttc: -l.montant,
        nature: l.nature,
      })),
      avoir: {
        factureReference: numeroFacture,
        factureLe,
        rembourseLe: emis.rembourseLe ?? emis.le,
        partiel: emis.montant < commande.total,
      },
    })
  })
  return { avoir: emis, chemin, cree }
}
