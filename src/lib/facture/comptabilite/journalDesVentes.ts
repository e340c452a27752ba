import type { Payload } from 'payload'

import { emettreAvoir } from '@/lib/facture/avoir'
import { fichierAvoir } from '@/lib/facture/avoirRemboursement'
import { emettreFacture } from '@/lib/facture/facture'
import { lirePdf } from '@/lib/documents'
import type { Avoir, Commande } from '@/payload-types'

import { documentCsv } from './csv'
import { type DocumentLu, lireDocument, xmlEmbarque } from './lectureDocument'

/** One row of the journal: a document as it is written, with its order and payment. */
export type EcritureVente = DocumentLu & { commande: string; paiement: string }

const JOUR_MS = 86_400_000
const decaler = (jour: string, jours: number) =>
  new Date(Date.parse(`${jour}T00:00:00Z`) + jours * JOUR_MS).toISOString()

/** Orders whose `champ` instant may fall on a Paris day of [du, au] (a day wider each side). */
async function commandesDatees(payload: Payload, champ: 'factureLe' | 'avoirLe', du: string, au: string) {
  const { docs } = await payload.find({
    collection: 'commandes',
    where: { [champ]: { greater_than_equal: decaler(du, -1), less_than: decaler(au, 2) } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs as Commande[]
}

async function lu(chemin: string | null | undefined): Promise<DocumentLu | null> {
  const octets = chemin ? await lirePdf(chemin) : null
  return octets ? lireDocument(await xmlEmbarque(octets)) : null
}

async function factures(payload: Payload, du: string, au: string): Promise<EcritureVente[]> {
  const ecritures: EcritureVente[] = []
  for (const c of await commandesDatees(payload, 'factureLe', du, au)) {
    const doc = await lu((await emettreFacture(payload, c)).chemin)
    if (doc) ecritures.push({ ...doc, commande: c.numero, paiement: c.stripePaymentIntentId ?? '' })
  }
  for (const c of await commandesDatees(payload, 'avoirLe', du, au)) {
    const doc = await lu((await emettreAvoir(payload, c)).chemin)
    if (doc) ecritures.push({ ...doc, commande: c.numero, paiement: c.stripePaymentIntentId ?? '' })
  }
  return ecritures
}

async function avoirs(payload: Payload, du: string, au: string): Promise<EcritureVente[]> {
  const { docs } = await payload.find({
    collection: 'avoirs',
    where: { le: { greater_than_equal: decaler(du, -1), less_than: decaler(au, 2) } },
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  const ecritures: EcritureVente[] = []
  for (const a of docs as Avoir[]) {
    const commande = a.commande as Commande
    const doc = await lu((await fichierAvoir(payload, commande, a))?.chemin)
    if (doc) ecritures.push({ ...doc, commande: commande.numero, paiement: a.cle })
  }
  return ecritures
}

/**
 * The invoices and credit notes dated (their BT-2, a Paris day) from `du` to `au` included, read from
 * the issued files themselves, so that the journal's figures are the documents' to the cent.
 */
export async function ecrituresDeVente(payload: Payload, du: string, au: string): Promise<EcritureVente[]> {
  const toutes = [...(await factures(payload, du, au)), ...(await avoirs(payload, du, au))]
  return toutes
    .filter((e) => e.date >= du && e.date <= au)
    .sort((a, b) => a.date.localeCompare(b.date) || a.numero.localeCompare(b.numero))
}

const taux = (t: number) => `${String(t).replace('.', ',')}\u00a0%`
/** A column pair per VAT category and rate met in the period: `S 20 %`, `E 0 %`, `K 0 %`… */
const cleTaux = (v: { categorie: string; taux: number }) => `${v.categorie}|${v.taux}`

/** The journal as CSV: a row per document, a column pair (base, VAT) per rate, and a total row. */
export function journalCsv(ecritures: EcritureVente[]): string {
  const colonnes = [...new Set(ecritures.flatMap((e) => e.ventilation.map(cleTaux)))].sort()
  const entete = [
    'Type',
    'Numéro',
    'Date',
    'Client',
    'Commande',
    'Référence de paiement',
    ...colonnes.flatMap((c) => {
      const [categorie, t] = c.split('|')
      const libelle = categorie === 'S' ? taux(Number(t)) : `${taux(Number(t))} (${categorie})`
      return [`Base HT ${libelle}`, `TVA ${libelle}`]
    }),
    'Total HT',
    'Total TVA',
    'Total TTC',
  ]
  const montants = (e: Pick<EcritureVente, 'ventilation' | 'ht' | 'tva' | 'ttc'>) => [
    ...colonnes.flatMap((c) => {
      const v = e.ventilation.filter((x) => cleTaux(x) === c)
      return [v.reduce((s, x) => s + x.base, 0) / 100, v.reduce((s, x) => s + x.tva, 0) / 100]
    }),
    e.ht / 100,
    e.tva / 100,
    e.ttc / 100,
  ]
  const lignes = ecritures.map((e) => [
    e.type === 'avoir' ? 'Avoir' : 'Facture',
    e.numero,
    e.date.split('-').reverse().join('/'),
    e.client,
    e.commande,
    e.paiement,
    ...montants(e),
  ])
  const somme = (f: (e: EcritureVente) => number) => ecritures.reduce((s, e) => s + f(e), 0)
  const total = {
    ventilation: ecritures.flatMap((e) => e.ventilation),
    ht: somme((e) => e.ht),
    tva: somme((e) => e.tva),
    ttc: somme((e) => e.ttc),
  }
  return documentCsv([entete, ...lignes, ['Total', '', '', '', '', '', ...montants(total)]])
}
