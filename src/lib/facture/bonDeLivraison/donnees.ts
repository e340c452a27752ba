import type { Payload } from 'payload'

import { vendeurDesReglages } from '@/lib/facture/facture'
import { formatDate } from '@/lib/format'
import type { Commande } from '@/payload-types'

import { adresseEnLignes, estPayee, lignesAExpedier, MESSAGE_RIEN_A_EXPEDIER } from '../../commande'
import type { BonDeLivraison } from './pdf'

/** How many orders one PDF takes: a day's parcels, not the whole history. */
export const BONS_MAX = 50

const regions = new Intl.DisplayNames(['fr'], { type: 'region' })
const nomPays = (code: string) => {
  try {
    return regions.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/** The slip of one order: the printed lines still to send, with format and copies, and the address. */
function bonDe(c: Commande, vendeur: BonDeLivraison['vendeur']): BonDeLivraison {
  const adresse = adresseEnLignes(c.adresseLivraison)
  const pays = c.adresseLivraison?.pays?.trim()
  if (pays && adresse.at(-1) === pays) adresse[adresse.length - 1] = nomPays(pays)
  return {
    numero: c.numero,
    date: formatDate(c.payeeLe ?? c.createdAt),
    vendeur,
    destinataire: adresse,
    lignes: lignesAExpedier(c).map((l) => ({
      titre: l.titre,
      format: l.formatLibelle ?? l.format ?? null,
      quantite: l.quantite ?? 1,
    })),
  }
}

type Resultat = { bons: BonDeLivraison[] } | { status: number; error: string }

/** The slips of `numeros`, in that order; the first order that has none says why (404, 409, 422). */
export async function bonsDeLivraison(payload: Payload, numeros: string[]): Promise<Resultat> {
  const voulus = [...new Set(numeros.map((n) => n.toUpperCase()))]
  const { docs } = await payload.find({
    collection: 'commandes',
    where: { numero: { in: voulus } },
    limit: voulus.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const reglages = await payload.findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })
  const v = vendeurDesReglages(reglages)
  const vendeur = { raisonSociale: v.raisonSociale, adresse: v.adresse }
  const bons: BonDeLivraison[] = []
  for (const numero of voulus) {
    const c = docs.find((d) => d.numero === numero)
    if (!c) return { status: 404, error: `La commande ${numero} est introuvable.` }
    if (!estPayee(c.statut))
      return { status: 409, error: `La commande ${numero} n’est pas payée\u00a0: il n’y a rien à expédier.` }
    const bon = bonDe(c, vendeur)
    if (bon.lignes.length === 0) return { status: 422, error: `${numero}\u00a0: ${MESSAGE_RIEN_A_EXPEDIER}` }
    bons.push(bon)
  }
  return { bons }
}
