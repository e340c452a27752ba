import type { Payload } from 'payload'

import type { Commande } from '@/payload-types'
import { avoirsDe, emettreAvoirDeRemboursement } from '@/lib/facture/avoirRemboursement'
import { lienAvoirNumero } from '@/lib/facture/avoirParJeton'
import { formatPrix } from '@/lib/format'
import { enregistrerCourriel } from '@/lib/courriel'
import { estRestreint } from '@/lib/commande'
import { courrielRemboursement } from '@/lib/facture/remboursement/courriel'

import {
  calculerRemboursement,
  demandeDeMetadonnees,
  enregistrerMontantRembourse,
  type LigneAvoir,
  lireCommande,
  refCommande,
  transition,
} from '../../commande'

/** A refund Stripe made: its id, amount and the lines « Rembourser » asked for (metadata `lignes`). */
export type RemboursementStripe = { id: string; amount: number; metadata?: Record<string, string> | null }

export const cleCourrielRemboursement = (id: number | string, refund: string) =>
  `remboursement:${id}:${refund}`

/**
 * The credit note of a refund: what « Rembourser » asked for (its metadata) when it adds up to what Stripe
 * refunded, else one « Remise / remboursement partiel » line of that amount (a refund made in Stripe's
 * dashboard). Earlier credit notes alone say what was left (not Stripe's running total, which already
 * counts this refund).
 */
async function lignesDuRemboursement(payload: Payload, commande: Commande, r: RemboursementStripe) {
  const avoirs = await avoirsDe(payload, commande.id)
  const sansStripe = { ...commande, montantRembourse: 0 }
  const demandee = demandeDeMetadonnees(r.metadata)
  if (demandee) {
    const calcul = calculerRemboursement(sansStripe, avoirs, demandee, formatPrix)
    if (calcul.ok && calcul.montant === r.amount) return calcul.lignes
  }
  const calcul = calculerRemboursement(sansStripe, avoirs, { montant: r.amount }, formatPrix)
  return calcul.ok ? calcul.lignes : null
}

export type ResultatApplication = {
  commande: Commande | null
  /** Whether this call changed the order to `remboursee`. */
  rembourseeIci: boolean
  /** Outbox rows waiting to be sent, for the caller to try at once. */
  courriels: (number | string)[]
  /** The credit notes of these refunds (`creeIci`: issued by this call, not found). */
  avoirs: { numero: string; montant: number; creeIci: boolean }[]
}

/**
 * What refunds Stripe made entail, each once however often it is applied: its credit note (keyed by
 * the refund), the customer's mail with it (keyed by the refund), Stripe's running total on the order
 * (raised only) and — once the whole total is refunded — the order `remboursee` (its download links
 * then refuse). `lignes` gives a refund's credit-note lines when the caller computed them.
 */
export async function appliquerRemboursements(
  payload: Payload,
  commandeId: number | string,
  refunds: (RemboursementStripe & { lignes?: LigneAvoir[] })[],
  { totalRembourse, siteUrl }: { totalRembourse: number; siteUrl: string },
): Promise<ResultatApplication> {
  const cible = { id: { equals: commandeId } }
  let commande = await lireCommande(payload, cible)
  if (!commande) return { commande: null, rembourseeIci: false, courriels: [], avoirs: [] }
  const courriels: (number | string)[] = []
  const avoirs: ResultatApplication['avoirs'] = []
  const maintenant = new Date().toISOString()
  for (const r of refunds) {
    const lignes = r.lignes ?? (await lignesDuRemboursement(payload, commande, r))
    if (!lignes) continue
    let avoir: { numero: string; montant: number } | null = null
    try {
      const emis = await emettreAvoirDeRemboursement(payload, commande, {
        cle: r.id,
        lignes,
        rembourseLe: maintenant,
      })
      avoir = emis.avoir
      avoirs.push({ numero: avoir.numero, montant: avoir.montant, creeIci: emis.cree })
    } catch (err) {
      payload.logger.error({ err, numero: commande.numero, refund: r.id }, 'Émission de l’avoir impossible')
      continue
    }
    // Restricted: the credit note is issued (accounts), no mail goes out.
    if (estRestreint(commande, 'mail-remboursement')) continue
    const total = Math.max(totalRembourse, commande.montantRembourse ?? 0) >= commande.total
    const mail = courrielRemboursement({
      numero: commande.numero,
      lignes: commande.lignes ?? [],
      montant: avoir.montant,
      total,
      avoir: {
        numero: avoir.numero,
        href: lienAvoirNumero(siteUrl, await refCommande(payload, commande), avoir.numero),
      },
    })
    const courriel = await enregistrerCourriel(payload, {
      cle: cleCourrielRemboursement(commande.id, r.id),
      destinataire: commande.email,
      mail,
    })
    if (courriel.statut === 'a_envoyer') courriels.push(courriel.id)
  }
  await enregistrerMontantRembourse(payload, cible, totalRembourse)
  const gagnee =
    totalRembourse >= commande.total
      ? await transition(payload, cible, 'rembourse', {
          rembourseeLe: maintenant,
          ...(refunds.at(-1) ? { remboursementStripe: refunds.at(-1)!.id } : {}),
        })
      : null
  commande = (await lireCommande(payload, cible)) ?? commande
  return { commande, rembourseeIci: Boolean(gagnee), courriels, avoirs }
}
