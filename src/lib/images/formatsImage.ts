import type { Payload } from 'payload'

import {
  formatsDuProduit,
  lireFormatsBoutique,
  type ProduitImage,
  type ProduitTarifable,
} from '@/lib/catalogue'

import type { PrintSize } from './trueScale'

/** A print format as the mockups need it: its code (in the image's URL) and its physical size. */
export type FormatImage = PrintSize & { code: string }

/** The print formats a product offers (the pricing module's list, without prices), and its default one. */
export async function lireFormatsImage(
  payload: Payload,
  doc: ProduitImage,
): Promise<{ formats: FormatImage[]; formatParDefaut: string | null }> {
  if (doc.livraison !== 'imprime') return { formats: [], formatParDefaut: null }
  const offerts = formatsDuProduit(doc as ProduitTarifable, await lireFormatsBoutique(payload))
  return {
    formats: offerts.map(({ code, largeurCm, hauteurCm }) => ({ code, largeurCm, hauteurCm })),
    formatParDefaut: offerts.find((f) => f.parDefaut)?.code ?? null,
  }
}
