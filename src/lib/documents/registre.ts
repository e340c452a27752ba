import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import type { Commande } from '@/payload-types'

import { dossierInstallation, ecrireUneFois } from './stockage'

/**
 * The document store's own register: one small file per issued number (`registre/FA-….json`), created
 * exclusively before the PDF, naming the order that holds the number. Two databases writing into one
 * folder (a restored copy, two instances on copies of one database) cannot both hold a number: the
 * second one finds the first one's entry and takes another number. The entry also tells the owner
 * whose document an orphan file is (src/lib/facture/orphelins.ts).
 */
export type Fiche = {
  numero: string
  commande: string
  creeLe: string
  email: string
  client: string | null
  total: number | null
  /** A credit note's refund (Stripe's refund id): two deliveries of one refund share its number. */
  cle?: string
}

const REGISTRE = 'registre'

/** The customer as the document names them: company, else name, from the billing address. */
export const clientDe = (c: Partial<Commande>): string | null =>
  [c.facturation?.societe, c.facturation?.nom || c.adresseLivraison?.nom]
    .filter((x): x is string => Boolean(x))
    .join(' — ') || null

export const ficheDe = (numero: string, c: Commande, cle?: string): Fiche => ({
  numero,
  commande: c.numero,
  creeLe: c.createdAt,
  email: c.email,
  client: clientDe(c),
  total: c.total ?? null,
  ...(cle ? { cle } : {}),
})

/** One order, whichever database copy holds it: its number, creation instant and e-mail. Two copies
 *  that gave one number to two checkouts differ by the instant and the customer. */
const memeCommande = (f: Fiche, c: Commande) =>
  f.commande === c.numero && new Date(f.creeLe).getTime() === new Date(c.createdAt).getTime()

/** The same refund, or an entry that names none (an invoice, a note written before refunds were named). */
const memeRemboursement = (f: Fiche, cle: string | undefined) => !f.cle || !cle || f.cle === cle

export async function lireFiche(dossier: string, numero: string): Promise<Fiche | null> {
  const texte = await fs.promises
    .readFile(path.join(dossier, REGISTRE, `${numero}.json`), 'utf8')
    .catch(() => null)
  if (!texte) return null
  try {
    return JSON.parse(texte) as Fiche
  } catch {
    return null
  }
}

/**
 * Takes the number for this order in the store, or says another order holds it. A PDF of the number
 * without an entry was written before the register existed: it is this order's when it bears this
 * order's number and the order had the number already; any other is another order's.
 */
export async function reserverNumero(
  payload: Payload,
  numero: string,
  commande: Commande,
  dejaNumerote: boolean,
  cle?: string,
): Promise<boolean> {
  const dossier = await dossierInstallation(payload)
  const existante = await lireFiche(dossier, numero)
  if (existante) return memeCommande(existante, commande) && memeRemboursement(existante, cle)
  const pdfs = (await fs.promises.readdir(dossier).catch(() => [] as string[])).filter((f) =>
    f.startsWith(`${numero}_`),
  )
  if (pdfs.length > 0 && !(dejaNumerote && pdfs.includes(`${numero}_${commande.numero}.pdf`))) return false
  const fiche = ficheDe(numero, commande, cle)
  const { octets } = await ecrireUneFois(
    path.join(dossier, REGISTRE, `${numero}.json`),
    Buffer.from(JSON.stringify(fiche)),
  )
  try {
    const tenue = JSON.parse(octets.toString('utf8')) as Fiche
    return memeCommande(tenue, commande) && memeRemboursement(tenue, cle)
  } catch {
    return false
  }
}

/**
 * The register read once for one refund (`cle`), in the series `prefixe`: the number it already holds
 * for the refund (a second delivery — the shop's call and Stripe's charge.refunded at once — takes it
 * rather than another), else the series' highest there. One listing gives both, so a number another
 * delivery of the refund reserved meanwhile is seen as its number or not at all, never only as a higher
 * number to go past, which would leave a number without its credit note. Read it last: anything an
 * earlier reading saw (a PDF, a note in the database) had its entry written before.
 */
export async function registreDuRemboursement(
  payload: Payload,
  prefixe: string,
  cle: string,
): Promise<{ numero: string | null; plusHaut: number }> {
  const dossier = await dossierInstallation(payload)
  const noms = (await fs.promises.readdir(path.join(dossier, REGISTRE)).catch(() => [] as string[]))
    .filter((n) => n.startsWith(prefixe) && n.endsWith('.json'))
    .map((n) => n.slice(0, -'.json'.length))
    .sort()
  for (const nom of noms.toReversed()) {
    const fiche = await lireFiche(dossier, nom)
    if (fiche?.cle === cle) return { numero: fiche.numero, plusHaut: 0 }
  }
  const dernier = noms.findLast((n) => /^\d{6}$/.test(n.slice(prefixe.length)))
  return { numero: null, plusHaut: dernier ? Number(dernier.slice(prefixe.length)) : 0 }
}

const NOM = /^(FA|AV)-(\d{4})-(\d{6})(?:_(MC-\d{4})-(\d{6}))?\.(?:pdf|json)$/

/**
 * The highest sequence of each series found in the store, by prefix (`FA-2026-`, `AV-2026-`,
 * `MC-2026-`): the PDFs name their document's number and their order's, the register its numbers.
 * Numbering resumes after them, so that a restored or copied database never gives a number again.
 */
export async function plusHautsNumeros(payload: Payload): Promise<Map<string, number>> {
  const dossier = await dossierInstallation(payload)
  const noms = [
    ...(await fs.promises.readdir(dossier).catch(() => [] as string[])),
    ...(await fs.promises.readdir(path.join(dossier, REGISTRE)).catch(() => [] as string[])),
  ]
  const max = new Map<string, number>()
  const noter = (prefixe: string, sequence: string) =>
    max.set(prefixe, Math.max(max.get(prefixe) ?? 0, Number(sequence)))
  for (const nom of noms) {
    const m = NOM.exec(nom)
    if (!m) continue
    noter(`${m[1]}-${m[2]}-`, m[3])
    if (m[4]) noter(`${m[4]}-`, m[5])
  }
  return max
}
