import type { ClasseExpedition } from '@/lib/catalogue/client'

/**
 * Order amounts in integer euro cents. Pure: the cart page shows the same figures the payment
 * endpoint charges, but only the server's computation (from database prices) reaches Stripe.
 */
export type Livraison = 'numerique' | 'imprime'

/** `prix` is the unit price; `quantite` 1 and the carton plat class when absent (lines before formats). */
export type LigneMontant = {
  prix: number
  livraison: Livraison
  quantite?: number | null
  classeExpedition?: ClasseExpedition | null
}

/** `fraisDePort` is the carton plat price (the one price before formats); `port` the other classes'. */
export type ReglagesLivraison = {
  fraisDePort: number
  livraisonOfferteDes: number
  port?: Partial<Record<ClasseExpedition, number>>
}

export const LIVRAISON_PAR_DEFAUT: ReglagesLivraison = {
  fraisDePort: 590,
  livraisonOfferteDes: 6000,
  port: { enveloppe: 290, tube: 890 },
}

export type Montants = {
  sousTotal: number
  fraisDePort: number
  total: number
  contientImprime: boolean
  contientNumerique: boolean
  /** The largest parcel of the printed lines (docs/decisions/0135-formats-d-impression.md), or null. */
  classeExpedition: ClasseExpedition | null
}

/** Smallest parcel first: the order ships in its largest one. */
const ORDRE: ClasseExpedition[] = ['enveloppe', 'carton-plat', 'tube']

/** Shipping applies once per order with at least one printed item, at the price of its largest parcel
 *  class, and is free from the threshold (compared with the whole subtotal, as the cart announces
 *  "Livraison offerte dès …"). */
export function calculerMontants(lignes: readonly LigneMontant[], reglages: ReglagesLivraison): Montants {
  const sousTotal = lignes.reduce((sum, l) => sum + l.prix * (l.quantite ?? 1), 0)
  const imprimes = lignes.filter((l) => l.livraison === 'imprime')
  const contientImprime = imprimes.length > 0
  const contientNumerique = lignes.some((l) => l.livraison === 'numerique')
  const classeExpedition = contientImprime
    ? ORDRE[Math.max(...imprimes.map((l) => ORDRE.indexOf(l.classeExpedition ?? 'carton-plat')))]
    : null
  const prixClasse =
    classeExpedition === null || classeExpedition === 'carton-plat'
      ? reglages.fraisDePort
      : (reglages.port?.[classeExpedition] ?? reglages.fraisDePort)
  const offerte = reglages.livraisonOfferteDes > 0 && sousTotal >= reglages.livraisonOfferteDes
  const fraisDePort = contientImprime && !offerte ? Math.max(0, prixClasse) : 0
  return {
    sousTotal,
    fraisDePort,
    total: sousTotal + fraisDePort,
    contientImprime,
    contientNumerique,
    classeExpedition,
  }
}

type ReglagesStockes = Partial<
  Record<'fraisDePort' | 'livraisonOfferteDes' | 'fraisDePortEnveloppe' | 'fraisDePortTube', number | null>
>

/** Settings as stored, with the shop defaults for missing values. */
export function reglagesLivraison(reglages: ReglagesStockes | null | undefined): ReglagesLivraison {
  const d = LIVRAISON_PAR_DEFAUT
  return {
    fraisDePort: reglages?.fraisDePort ?? d.fraisDePort,
    livraisonOfferteDes: reglages?.livraisonOfferteDes ?? d.livraisonOfferteDes,
    port: {
      enveloppe: reglages?.fraisDePortEnveloppe ?? d.port!.enveloppe,
      tube: reglages?.fraisDePortTube ?? d.port!.tube,
    },
  }
}

/** The shipping option's name on Stripe's page. */
export const LIBELLES_ENVOI: Record<ClasseExpedition, string> = {
  enveloppe: 'Livraison en lettre suivie',
  'carton-plat': 'Colis suivi en carton plat',
  tube: 'Colis suivi en tube',
}
