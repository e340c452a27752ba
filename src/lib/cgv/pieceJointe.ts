import { createHash } from 'node:crypto'
import path from 'node:path'

import type { Payload } from 'payload'

import { jourParis } from '@/lib/format'
import { dossierFactures, ecrireSiAbsent } from '@/lib/documents'
import { installationId } from '@/lib/infra/database'

import { type Cgv, lireCgv } from './contenu'
import { genererPdfCgv } from './pdf'

/** A file a mail carries: its name in the mail and its storage key, relative to the private documents
 *  folder (the outbox keeps the key, the sender reads the bytes: src/lib/courriel/courriels.ts). */
export type PieceJointe = { nom: string; cle: string }

const CLE_CGV = /^[A-Za-z0-9_-]{8,64}\/cgv\/[a-f0-9]{24}\.pdf$/

/** The file of a CGV key; anything else names none. */
export const cheminCgv = (payload: Payload, cle: string): string | null =>
  CLE_CGV.test(cle) ? path.join(dossierFactures(payload), cle) : null

/** `Mots & Couleurs` → `Mots-et-Couleurs`: a file name every mail client keeps. */
const enNomDeFichier = (t: string) =>
  t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' et ')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A version is its content: the same text gives the same file, whichever order asks for it. */
const empreinte = (cgv: Cgv) =>
  createHash('sha256')
    .update(JSON.stringify([cgv.titre, cgv.majLe, cgv.paragraphes]))
    .digest('hex')
    .slice(0, 24)

/**
 * The CGV in force as the receipt's attachment: built once per version and kept beside the invoices
 * (written once, never replaced), so an order reuses the file of its version. Null when the shop has no
 * published CGV page.
 */
export async function pieceJointeCgv(payload: Payload): Promise<PieceJointe | null> {
  const cgv = await lireCgv(payload)
  if (!cgv) return null
  const cle = `${await installationId(payload)}/cgv/${empreinte(cgv)}.pdf`
  const chemin = path.join(dossierFactures(payload), cle)
  await ecrireSiAbsent(chemin, () => genererPdfCgv(cgv))
  const { name } = await payload.findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })
  return { nom: `CGV-${enNomDeFichier(name || 'Mots & Couleurs')}-${jourParis(cgv.majLe)}.pdf`, cle }
}
