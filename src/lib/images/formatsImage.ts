import type { Payload } from 'payload'

import type { ProduitImage } from '@/lib/produits/interne'

import type { PrintSize } from './trueScale'

/** A print format as the mockups need it: its code (in the image's URL) and its physical size. */
export type FormatImage = PrintSize & { code: string }

/** The print formats a product offers, its default one first. */
export async function lireFormatsImage(
  _payload: Payload,
  _doc: ProduitImage,
): Promise<{ formats: FormatImage[]; formatParDefaut: string | null }> {
  return { formats: [], formatParDefaut: null }
}
