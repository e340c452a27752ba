import type { Payload } from 'payload'

import type { Commande } from '@/payload-types'

import { cheminFacture } from '@/lib/facture'

import { confirmationConsentement, estPayee, jetonTelechargement, refCommande } from '../commande'

export type LigneConfirmee = {
  slug: string
  titre: string
  /** Unit price; the line weighs prix × quantite. */
  prix: number
  quantite: number
  formatLibelle: string | null
  livraison: 'numerique' | 'imprime'
  telechargement: string | null
}
export type Confirmation = Pick<
  Commande,
  | 'numero'
  | 'statut'
  | 'sousTotal'
  | 'fraisDePort'
  | 'total'
  | 'remise'
  | 'codePromo'
  | 'email'
  | 'adresseLivraison'
> & {
  lignes: LigneConfirmee[]
  /** Signed link to the invoice once the order is paid, with its number once issued. */
  facture: { numero: string | null; href: string } | null
  /** Both digital-file statements confirmed in words, once the order is paid (./consentement.ts). */
  consentement: string | null
}

/** The order behind a Stripe session id, as the confirmation page shows it: download links (fresh
 *  30-day tokens) only once the webhook has marked it paid. The session id is an unguessable secret
 *  handed to the buyer by Stripe's redirect. */
export async function confirmationParSession(
  payload: Payload,
  sessionId: string,
): Promise<Confirmation | null> {
  if (!/^cs_[A-Za-z0-9_]{8,200}$/.test(sessionId)) return null
  const { docs } = await payload.find({
    collection: 'commandes',
    where: { stripeSessionId: { equals: sessionId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const c = docs[0]
  if (!c) return null
  const paye = estPayee(c.statut)
  const ref = await refCommande(payload, c)
  return {
    numero: c.numero,
    statut: c.statut,
    sousTotal: c.sousTotal,
    fraisDePort: c.fraisDePort,
    total: c.total,
    remise: c.remise ?? 0,
    codePromo: c.codePromo ?? null,
    email: c.email,
    adresseLivraison: c.adresseLivraison,
    consentement:
      paye && c.consentementNumerique?.le ? confirmationConsentement(c.consentementNumerique.le) : null,
    facture: paye ? { numero: c.numeroFacture ?? null, href: cheminFacture(ref) } : null,
    lignes: (c.lignes ?? []).map((l) => ({
      slug: l.slug,
      titre: l.titre,
      prix: l.prix,
      quantite: l.quantite ?? 1,
      formatLibelle: l.formatLibelle ?? null,
      livraison: l.livraison,
      telechargement:
        paye && l.livraison === 'numerique'
          ? `/api/commande/telechargement/${jetonTelechargement(ref, l.slug)}`
          : null,
    })),
  }
}
