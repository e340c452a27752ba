import fs from 'node:fs/promises'

import type { Payload } from 'payload'

import { cheminCgv, type PieceJointe } from '@/lib/cgv'
import { cheminDeCle } from '@/lib/documents'

export type { PieceJointe }

const estPiece = (x: unknown): x is PieceJointe =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as PieceJointe).nom === 'string' &&
  typeof (x as PieceJointe).cle === 'string'

/**
 * The attachments of an outbox row, read from the private documents folder at each attempt (the row
 * keeps keys, not bytes). A key naming no document, or a missing file, throws: the attempt fails and is
 * retried rather than sending the contract's confirmation without its conditions.
 */
export async function lirePiecesJointes(payload: Payload, pieces: unknown) {
  const liste = Array.isArray(pieces) ? pieces.filter(estPiece) : []
  return Promise.all(
    liste.map(async ({ nom, cle }) => {
      const chemin = cheminCgv(payload, cle) ?? cheminDeCle(payload, cle)
      if (!chemin) throw new Error(`Pièce jointe inconnue\u00a0: ${cle}`)
      return { filename: nom, content: await fs.readFile(chemin), contentType: 'application/pdf' }
    }),
  )
}
