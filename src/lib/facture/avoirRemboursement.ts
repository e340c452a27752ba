import type { Payload } from 'payload'

import { anneeParis, type LigneAvoir } from '@/lib/commande'
import type { Avoir, Commande } from '@/payload-types'

import { donneesFacture, emettreFacture } from './facture'
import { genererFacturX } from './facturx'
import { formatNumeroFacture, sequenceDe } from './numero'
import { majConditionnelle } from '@/lib/infra/concurrency'
import {
  cheminDeCle,
  cleDocument,
  ecrireSiAbsent,
  plusHautsNumeros,
  registreDuRemboursement,
  reserverNumero,
  sha256,
} from '../documents'

/** The AV number of this refund (`cle`): the one the register already holds for it, else the next of
 *  the year, after the highest of the credit notes, of the orders refunded before credit notes had their
 *  own collection (their `numeroAvoir`), one series, and of the document store (its register and PDFs):
 *  a restored or copied database never gives a number again. The register for the refund is read last
 *  (registreDuRemboursement). */
async function numeroDuRemboursement(payload: Payload, annee: number, cle: string): Promise<string> {
  const prefixe = `AV-${annee}-`
  const store = await plusHautsNumeros(payload)
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
  const registre = await registreDuRemboursement(payload, prefixe, cle)
  if (registre.numero) return registre.numero
  const max = Math.max(
    sequenceDe(avoirs.docs[0]?.numero, prefixe),
    sequenceDe(commandes.docs[0]?.numeroAvoir, prefixe),
    store.get(prefixe) ?? 0,
    registre.plusHaut,
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
 * The stored file of a credit note: its storage key and sha256 as recorded on it, else its number
 * taken in the store's register, its PDF written once and the key and hash recorded (first writer
 * wins), as src/lib/facture/emission.ts does for an order's documents. Null when the register gives
 * the number to another database's order: that file is never served nor overwritten.
 */
export async function fichierAvoir(
  payload: Payload,
  commande: Commande,
  avoir: Avoir,
): Promise<{ chemin: string; sha256: string } | null> {
  const enregistre = avoir.fichier && cheminDeCle(payload, avoir.fichier)
  if (enregistre && avoir.sha256) return { chemin: enregistre, sha256: avoir.sha256 }
  if (!(await reserverNumero(payload, avoir.numero, commande, true, avoir.cle ?? undefined))) return null
  const cle = await cleDocument(payload, avoir.numero, commande)
  const octets = await ecrireSiAbsent(cheminDeCle(payload, cle)!, () => pdfAvoir(payload, commande, avoir))
  await majConditionnelle(
    payload,
    'avoirs',
    { cible: { id: { equals: avoir.id } }, where: { sha256: { exists: false } }, mongo: { sha256: null } },
    { fichier: cle, sha256: sha256(octets) },
  )
  const lu = await payload.findByID({ collection: 'avoirs', id: avoir.id, depth: 0, overrideAccess: true })
  const chemin = lu.fichier ? cheminDeCle(payload, lu.fichier) : null
  return chemin && lu.sha256 ? { chemin, sha256: lu.sha256 } : null
}

/** The Factur-X 381 of a credit note: its own lines and amount, naming the invoice and its date; a
 *  refunded order line credits the copies refunded (notes from before copies: the line's; shipping or
 *  an amount: one). */
async function pdfAvoir(payload: Payload, commande: Commande, emis: Avoir): Promise<Uint8Array> {
  const { numeroFacture, factureLe, vendeurFacture } = await emettreFacture(payload, commande)
  const reglages = await payload.findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })
  // The invoice's seller and VAT regime, not today's settings.
  const facture = donneesFacture({ ...commande, numeroFacture, factureLe, vendeurFacture }, reglages)
  return genererFacturX({
    ...facture,
    numero: emis.numero,
    date: emis.le,
    lignes: (emis.lignes ?? []).map((l) => ({
      designation: l.designation,
      ttc: -l.montant,
      quantite:
        l.exemplaires ??
        (commande.lignes ?? []).find((c, i) => l.ligne && (c.id ?? String(i)) === l.ligne)?.quantite ??
        1,
      nature: l.nature,
    })),
    avoir: {
      factureReference: numeroFacture,
      factureLe,
      rembourseLe: emis.rembourseLe ?? emis.le,
      partiel: emis.montant < commande.total,
    },
  })
}

/**
 * The credit note of one refund (`cle`, Stripe's refund id): numbered AV-YYYY-NNNNNN once — the unique
 * indexes on the number and on the refund refuse a second writer, which takes the next number or finds
 * the note already there; a number the store's register gives to another order is skipped before the
 * note is created and the next one taken — then its file (fichierAvoir).
 */
export async function emettreAvoirDeRemboursement(
  payload: Payload,
  commande: Commande,
  { cle, lignes, rembourseLe }: { cle: string; lignes: LigneAvoir[]; rembourseLe: string },
): Promise<{ avoir: Avoir; chemin: string; cree: boolean }> {
  await emettreFacture(payload, commande)
  let avoir = await parCle(payload, cle)
  let cree = false
  for (let essai = 0; !avoir && essai < 100; essai++) {
    const maintenant = new Date()
    const annee = anneeParis(maintenant)
    const numero = await numeroDuRemboursement(payload, annee, cle)
    // The register first: a number another refund holds is skipped before the database is asked, so
    // concurrent refunds of different orders never meet on the unique index (the next turn's number
    // comes after the register's entries).
    if (!(await reserverNumero(payload, numero, commande, false, cle))) continue
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
          lignes: lignes.map(({ ligne, designation, montant, nature, exemplaires }) => ({
            ligne,
            designation,
            montant,
            nature,
            exemplaires: exemplaires ?? null,
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
  const fichier = await fichierAvoir(payload, commande, avoir)
  if (!fichier) throw new Error(`Avoir ${avoir.numero} : numéro tenu par une autre commande.`)
  return { avoir, chemin: fichier.chemin, cree }
}
