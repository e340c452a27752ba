import type { Payload } from 'payload'

import type { Commande } from '@/payload-types'

import { donneesFacture, emettreFacture } from './facture'
import { attribuerNumero, SERIES } from './numero'
import { genererFacturX } from './facturx'
import { cheminPdf, ecrireSiAbsent } from './stockage'

/**
 * The credit note (avoir) of a refunded order: it cancels the whole invoice, so its lines are the
 * invoice's, negated, and it names that invoice. The invoice is issued first should it be missing (a
 * refund cannot precede its invoice). Numbered AV-YYYY-NNNNNN once, written once, like the invoice.
 */
export async function emettreAvoir(
  payload: Payload,
  commande: Commande,
): Promise<{ numeroAvoir: string; chemin: string }> {
  const { numeroFacture, factureLe } = await emettreFacture(payload, commande)
  const { numero: numeroAvoir, le: avoirLe } = await attribuerNumero(payload, SERIES.avoir, commande)
  const chemin = await cheminPdf(payload, numeroAvoir, commande)
  await ecrireSiAbsent(chemin, async () => {
    const reglages = await payload.findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })
    const facture = donneesFacture({ ...commande, numeroFacture, factureLe }, reglages)
    return genererFacturX({
      ...facture,
      numero: numeroAvoir,
      date: avoirLe,
      lignes: facture.lignes.map((l) => ({ ...l, ttc: -l.ttc })),
      avoir: { factureReference: numeroFacture, factureLe, rembourseLe: commande.rembourseeLe ?? avoirLe },
    })
  })
  return { numeroAvoir, chemin }
}
