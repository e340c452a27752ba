import type { Payload } from 'payload'

import type { Commande } from '@/payload-types'

import { emettreDocument } from './emission'
import { donneesFacture, emettreFacture } from './facture'
import { SERIES } from './numero'
import { genererFacturX } from './facturx'

/**
 * The credit note (avoir) of a refunded order: it cancels the whole invoice, so its lines are the
 * invoice's, negated, and it names that invoice. The invoice is issued first should it be missing (a
 * refund cannot precede its invoice). Numbered AV-YYYY-NNNNNN once, written once, like the invoice.
 */
export async function emettreAvoir(
  payload: Payload,
  commande: Commande,
): Promise<{ numeroAvoir: string; chemin: string; sha256: string }> {
  const { numeroFacture, factureLe, vendeurFacture } = await emettreFacture(payload, commande)
  const emis = await emettreDocument(payload, SERIES.avoir, commande, async (numeroAvoir, avoirLe) => {
    const reglages = await payload.findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })
    // The invoice's seller and VAT regime, not today's settings.
    const facture = donneesFacture({ ...commande, numeroFacture, factureLe, vendeurFacture }, reglages)
    return genererFacturX({
      ...facture,
      numero: numeroAvoir,
      date: avoirLe,
      lignes: facture.lignes.map((l) => ({ ...l, ttc: -l.ttc })),
      avoir: { factureReference: numeroFacture, factureLe, rembourseLe: commande.rembourseeLe ?? avoirLe },
    })
  })
  return { numeroAvoir: emis.numero, chemin: emis.chemin, sha256: emis.sha256 }
}
