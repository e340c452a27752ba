import type { Commande } from '@/payload-types'

import { estPayee } from '@/lib/commande/statuts'

/**
 * The withdrawal period of an order (docs/SPECIFICATION.md §15): 14 days from delivery for printed
 * items (Code de la consommation L221-18), a period ending on a Saturday or Sunday running to the next
 * Monday (L221-19). The shop does not learn the delivery day: it presumes delivery LIVRAISON_PRESUMEE_JOURS
 * after shipping, which can only lengthen the customer's period. Before shipping the period has not begun
 * and withdrawal is open. Digital files are delivered at payment after the buyer asked for immediate
 * supply and waived the right (the checkout requires it, L221-28 13°): never eligible.
 */
export const DELAI_JOURS = 14
export const LIVRAISON_PRESUMEE_JOURS = 7

const jourParis = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** `2026-11-25`: the calendar day in Paris of an instant. */
export const jour = (instant: Date | number | string): string => jourParis.format(new Date(instant))

function plusJours(j: string, n: number): Date {
  const [a, m, d] = j.split('-').map(Number)
  return new Date(Date.UTC(a, m - 1, d + n))
}

/** The last day (Paris) a printed order can be withdrawn from, or null while it is not shipped. */
export function dernierJour(c: Pick<Commande, 'expedieeLe'>): string | null {
  if (!c.expedieeLe) return null
  const fin = plusJours(jour(c.expedieeLe), LIVRAISON_PRESUMEE_JOURS + DELAI_JOURS)
  const dimanche = fin.getUTCDay() === 0
  const samedi = fin.getUTCDay() === 6
  if (samedi || dimanche) fin.setUTCDate(fin.getUTCDate() + (samedi ? 2 : 1))
  return fin.toISOString().slice(0, 10)
}

export const MOTIFS = {
  numerique:
    'Fichier numérique fourni dès le paiement\u00a0: vous avez demandé sa mise à disposition immédiate et renoncé à votre droit de rétractation (article L221-28, 13° du Code de la consommation).',
} as const

export const REFUS_RETRACTATION = {
  introuvable: 'Aucune commande ne correspond à ce numéro et à cette adresse e-mail.',
  nonPayee: 'Cette commande n’est pas réglée\u00a0: il n’y a pas de contrat dont se rétracter.',
  remboursee: 'Cette commande a déjà été remboursée.',
  dejaRetractee: 'Vous vous êtes déjà rétracté de cette commande.',
  numerique:
    'Cette commande ne contient que des fichiers numériques, fournis dès le paiement après votre renonciation au droit de rétractation (article L221-28, 13° du Code de la consommation).',
  delaiDepasse: 'Le délai de rétractation de cette commande est écoulé.',
  aucuneLigne: 'Choisissez au moins un article dont vous vous rétractez.',
  ligneInvalide: 'Un des articles choisis ne peut pas faire l’objet d’une rétractation.',
} as const
export type Refus = keyof typeof REFUS_RETRACTATION

export type LigneRetractable = {
  slug: string
  titre: string
  prix: number
  livraison: 'numerique' | 'imprime'
  eligible: boolean
  motif: string | null
}

export type Eligibilite = {
  /** Why nothing in the order can be withdrawn from now, or null. */
  refus: Refus | null
  /** Last day of the period (YYYY-MM-DD, Paris), null while it has not begun. */
  dernierJour: string | null
  lignes: LigneRetractable[]
}

/** What of this order can be withdrawn from today, and why not the rest. */
export function eligibilite(c: Commande, now = Date.now()): Eligibilite {
  const fin = dernierJour(c)
  const ouvert = fin === null || jour(now) <= fin
  const lignes = (c.lignes ?? []).map((l) => ({
    slug: l.slug,
    titre: l.titre,
    prix: l.prix,
    livraison: l.livraison,
    eligible: l.livraison === 'imprime',
    motif: l.livraison === 'numerique' ? MOTIFS.numerique : null,
  }))
  let refus: Refus | null = null
  if (c.statut === 'remboursee') refus = 'remboursee'
  else if (!estPayee(c.statut)) refus = 'nonPayee'
  else if (c.retracteeLe) refus = 'dejaRetractee'
  else if (!lignes.some((l) => l.eligible)) refus = 'numerique'
  else if (!ouvert) refus = 'delaiDepasse'
  return {
    refus,
    dernierJour: fin,
    lignes: refus ? lignes.map((l) => ({ ...l, eligible: false })) : lignes,
  }
}
