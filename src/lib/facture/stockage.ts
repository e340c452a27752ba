import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { identifiantInstallation } from '@/lib/installation'
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

/**
 * Where a document of an order is stored: under this database's identifier, named by the document's
 * number and the order's. A reset or restored database, which gives the same numbers again, writes
 * and reads its own files, never another database's.
 */
export async function cheminPdf(
  payload: Payload,
  numero: string,
  commande: Pick<Commande, 'numero'>,
): Promise<string> {
  if (!NUMERO.test(numero)) throw new Error(`Numéro de facture invalide\u00a0: ${numero}`)
  if (!NUMERO_COMMANDE.test(commande.numero))
    throw new Error(`Numéro de commande invalide\u00a0: ${commande.numero}`)
  const installation = await identifiantInstallation(payload)
  return path.join(dossierFactures(payload), installation, `${numero}_${commande.numero}.pdf`)
}

export const lirePdf = (chemin: string): Promise<Buffer | null> =>
  fs.promises.readFile(chemin).catch(() => null)

/**
 * Writes the file unless it exists, never replacing it: written aside, then hard-linked to its name,
 * which fails when the name is taken — two concurrent writers leave the first one's bytes, and a
 * process killed mid-write leaves no half file under the name. Returns the stored bytes.
 */
export async function ecrireUneFois(chemin: string, octets: Uint8Array): Promise<Buffer> {
  await fs.promises.mkdir(path.dirname(chemin), { recursive: true })
  const provisoire = `${chemin}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  await fs.promises.writeFile(provisoire, octets, { mode: 0o600 })
  try {
    await fs.promises.link(provisoire, chemin)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
  } finally {
    await fs.promises.unlink(provisoire).catch(() => {})
  }
  return fs.promises.readFile(chemin)
}

/** Produces and writes the document only when its file is not there yet (see ecrireUneFois). */
export async function ecrireSiAbsent(chemin: string, produire: () => Promise<Uint8Array>): Promise<void> {
  const existe = await fs.promises.stat(chemin).then(
    (s) => s.isFile(),
    () => false,
  )
  if (!existe) await ecrireUneFois(chemin, await produire())
}
