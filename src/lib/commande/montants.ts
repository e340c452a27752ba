/**
 * Order amounts in integer euro cents. Pure: the cart page shows the same figures the payment
 * endpoint charges, but only the server's computation (from database prices) reaches Stripe.
 */
export type Livraison = 'numerique' | 'imprime'

export type LigneMontant = { prix: number; livraison: Livraison }

export type ReglagesLivraison = { fraisDePort: number; livraisonOfferteDes: number }

export const LIVRAISON_PAR_DEFAUT: ReglagesLivraison = { fraisDePort: 590, livraisonOfferteDes: 6000 }

export type Montants = {
  sousTotal: number
  fraisDePort: number
  total: number
  contientImprime: boolean
  contientNumerique: boolean
}

/** Shipping applies once per order with at least one printed item, and is free from the threshold
 *  (compared with the whole subtotal, as the cart announces "Livraison offerte dès …"). */
export function calculerMontants(lignes: readonly LigneMontant[], reglages: ReglagesLivraison): Montants {
  const sousTotal = lignes.reduce((sum, l) => sum + l.prix, 0)
  const contientImprime = lignes.some((l) => l.livraison === 'imprime')
  const contientNumerique = lignes.some((l) => l.livraison === 'numerique')
  const offerte = reglages.livraisonOfferteDes > 0 && sousTotal >= reglages.livraisonOfferteDes
  const fraisDePort = contientImprime && !offerte ? Math.max(0, reglages.fraisDePort) : 0
  return { sousTotal, fraisDePort, total: sousTotal + fraisDePort, contientImprime, contientNumerique }
}

/** Settings as stored, with the shop defaults for missing values. */
export function reglagesLivraison(
  reglages: Partial<Record<keyof ReglagesLivraison, number | null>> | null | undefined,
): ReglagesLivraison {
  return {
    fraisDePort: reglages?.fraisDePort ?? LIVRAISON_PAR_DEFAUT.fraisDePort,
    livraisonOfferteDes: reglages?.livraisonOfferteDes ?? LIVRAISON_PAR_DEFAUT.livraisonOfferteDes,
  }
}
