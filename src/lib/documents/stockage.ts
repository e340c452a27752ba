import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { installationId } from '@/lib/infra/database'
import type { Commande } from '@/payload-types'

/** Invoices live beside the print files, in the private directory (PRIVATE_MEDIA_DIR/factures), never
 *  under a public URL. */
export function dossierFactures(payload: Payload): string {
  const prive =
    payload.collections.telechargements.config.upload.staticDir ??
    path.resolve(process.env.PRIVATE_MEDIA_DIR ?? 'data/telechargements')
  return path.join(path.resolve(prive), 'factures')
}

const NUMERO = /^(FA|AV)-\d{4}-\d{6}$/
const NUMERO_COMMANDE = /^[A-Za-z0-9-]{1,40}$/

export const sha256 = (octets: Uint8Array): string => createHash('sha256').update(octets).digest('hex')

/** This database's folder of documents: its identifier names it (record 0061). */
export const dossierInstallation = async (payload: Payload): Promise<string> =>
  path.join(dossierFactures(payload), await installationId(payload))

/**
 * The storage key of a document of an order, relative to the invoices folder: this database's
 * identifier, then the document's number and the order's. The order records it with the file's sha256.
 */
export async function cleDocument(
  payload: Payload,
  numero: string,
  commande: Pick<Commande, 'numero'>,
): Promise<string> {
  if (!NUMERO.test(numero)) throw new Error(`Numéro de facture invalide\u00a0: ${numero}`)
  if (!NUMERO_COMMANDE.test(commande.numero))
    throw new Error(`Numéro de commande invalide\u00a0: ${commande.numero}`)
  return `${await installationId(payload)}/${numero}_${commande.numero}.pdf`
}

/** The file of a storage key; a key that would leave the invoices folder names none. */
export function cheminDeCle(payload: Payload, cle: string): string | null {
  if (!/^[A-Za-z0-9_-]{8,64}\/(FA|AV)-\d{4}-\d{6}_[A-Za-z0-9-]{1,40}\.pdf$/.test(cle)) return null
  return path.join(dossierFactures(payload), cle)
}

export async function cheminPdf(
  payload: Payload,
  numero: string,
  commande: Pick<Commande, 'numero'>,
): Promise<string> {
  return path.join(dossierFactures(payload), await cleDocument(payload, numero, commande))
}

export const lirePdf = (chemin: string): Promise<Buffer | null> =>
  fs.promises.readFile(chemin).catch(() => null)

/**
 * Writes the file unless it exists, never replacing it: written aside, then hard-linked to its name,
 * which fails when the name is taken — two concurrent writers leave the first one's bytes, and a
 * process killed mid-write leaves no half file under the name. Returns the stored bytes and whether
 * this call wrote them.
 */
export async function ecrireUneFois(
  chemin: string,
  octets: Uint8Array,
): Promise<{ octets: Buffer; ecrit: boolean }> {
  await fs.promises.mkdir(path.dirname(chemin), { recursive: true })
  const provisoire = `${chemin}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  await fs.promises.writeFile(provisoire, octets, { mode: 0o600 })
  let ecrit = true
  try {
    await fs.promises.link(provisoire, chemin)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    ecrit = false
  } finally {
    await fs.promises.unlink(provisoire).catch(() => {})
  }
  return { octets: await fs.promises.readFile(chemin), ecrit }
}

/** Produces and writes the document only when its file is not there yet (see ecrireUneFois); returns
 *  the stored bytes. */
export async function ecrireSiAbsent(chemin: string, produire: () => Promise<Uint8Array>): Promise<Buffer> {
  const existant = await lirePdf(chemin)
  return existant ?? (await ecrireUneFois(chemin, await produire())).octets
}
