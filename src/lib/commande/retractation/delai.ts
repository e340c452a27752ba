import type { Commande } from '@/payload-types'

import { estPayee } from '@/lib/commande/statuts'

import { plusJours, reporterAuJourOuvrable } from './calendrier'

/**
 * The withdrawal period of an order (docs/SPECIFICATION.md §15, docs/decisions/0133): 14 days from
 * delivery for printed items (Code de la consommation L221-18), from the delivery day staff or the
 * carrier recorded (`livreeLe`); when it is unknown, from shipping plus the margin of the delivery zone,
 * which errs towards the customer. The day of delivery does not count, and a period ending on a
 * Saturday, Sunday or French public holiday runs to the next working day (Regulation 1182/71,
 * articles 3(1) and 3(4)). Before shipping the period has not begun and withdrawal is open. Each
 * printed line is withdrawn from once; a statement after the period is recorded « hors délai » for the
 * owner to judge, never refused. Digital files are delivered at payment after the buyer's two
 * statements (L221-28 13°, docs/decisions/0132): never eligible.
 */
export const DELAI_JOURS = 14

/** Days from shipping to the presumed delivery, by the shipping address's country. */
export const MARGES_LIVRAISON: Record<string, number> = { FR: 5 }
export const MARGE_LIVRAISON_AUTRES = 10

const jourParis = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** `2026-11-25`: the calendar day in Paris of an instant. */
export const jour = (instant: Date | number | string): string => jourParis.format(new Date(instant))

type Livraison = Pick<Commande, 'expedieeLe'> & {
  livreeLe?: Commande['livreeLe']
  adresseLivraison?: Pick<NonNullable<Commande['adresseLivraison']>, 'pays'> | null
}

/** The delivery day (Paris) the period runs from: recorded, else presumed; null before shipping. */
export function jourLivraison(c: Livraison): string | null {
  if (c.livreeLe) return jour(c.livreeLe)
  if (!c.expedieeLe) return null
  const pays = (c.adresseLivraison?.pays ?? '').trim().toUpperCase()
  return plusJours(jour(c.expedieeLe), MARGES_LIVRAISON[pays] ?? MARGE_LIVRAISON_AUTRES)
}

/** The last day (Paris) a printed order can be withdrawn from in time, or null while not shipped. */
export function dernierJour(c: Livraison): string | null {
  const livraison = jourLivraison(c)
  return livraison ? reporterAuJourOuvrable(plusJours(livraison, DELAI_JOURS)) : null
}

export const MOTIFS = {
  numerique:
    'Fichier numérique fourni dès le paiement\u00a0: vous avez demandé sa mise à disposition immédiate et renoncé à votre droit de rétractation (article L221-28, 13° du Code de la consommation).',
  dejaRetractee: 'Vous vous êtes déjà rétracté de cet article.',
} as const

export const REFUS_RETRACTATION = {
  introuvable: 'Aucune commande ne correspond à ce numéro et à cette adresse e-mail.',
  nonPayee: 'Cette commande n’est pas réglée\u00a0: il n’y a pas de contrat dont se rétracter.',
  remboursee: 'Cette commande a déjà été remboursée.',
  dejaRetractee: 'Vous vous êtes déjà rétracté de cette commande.',
  numerique:
    'Cette commande ne contient que des fichiers numériques, fournis dès le paiement après votre renonciation au droit de rétractation (article L221-28, 13° du Code de la consommation).',
  aucuneLigne: 'Choisissez au moins un article dont vous vous rétractez.',
  ligneInvalide: 'Un des articles choisis ne peut pas faire l’objet d’une rétractation.',
} as const
export type Refus = keyof typeof REFUS_RETRACTATION

/** Shown, not refused, once the period is over (docs/decisions/0133). */
export const AVERTISSEMENT_HORS_DELAI =
  'Le délai de rétractation de cette commande est écoulé. Vous pouvez tout de même envoyer votre déclaration\u00a0: elle sera enregistrée «\u00a0hors délai\u00a0» et l’atelier vous répondra.'

/** One withdrawn line, as the order keeps it (`lignesRetractees`). */
export type LigneRetractee = {
  /** The order line's row id (what « Rembourser » takes), when known. */
  ligne?: string | null
  slug: string
  titre: string
  prix: number
  recueLe: string
  horsDelai: boolean
  /** The owner's answer to a statement « hors délai ». */
  decision?: 'acceptee' | 'refusee' | null
  /** Where the acknowledgement went. */
  email?: string | null
  /** Which statement of the order (1, 2…) it came with. */
  declaration: number
}

/** The order's withdrawn lines; entries written before the per-line records take the order's date. */
export function lignesRetractees(c: Pick<Commande, 'lignesRetractees' | 'retracteeLe'>): LigneRetractee[] {
  if (!Array.isArray(c.lignesRetractees)) return []
  return (c.lignesRetractees as Partial<LigneRetractee>[]).map((l) => ({
    ligne: l.ligne ?? null,
    slug: String(l.slug ?? ''),
    titre: String(l.titre ?? l.slug ?? ''),
    prix: Number(l.prix ?? 0),
    recueLe: l.recueLe ?? c.retracteeLe ?? '',
    horsDelai: Boolean(l.horsDelai),
    decision: l.decision ?? null,
    email: l.email ?? null,
    declaration: Number(l.declaration ?? 1),
  }))
}

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
  /** The period is over: a statement is still recorded, « hors délai ». */
  horsDelai: boolean
  lignes: LigneRetractable[]
}

/** What of this order can be withdrawn from today, and why not the rest. */
export function eligibilite(c: Commande, now = Date.now()): Eligibilite {
  const fin = dernierJour(c)
  const retirees = new Set(lignesRetractees(c).map((l) => l.slug))
  const lignes = (c.lignes ?? []).map((l) => ({
    slug: l.slug,
    titre: l.titre,
    // The line's amount: all its copies go back together (prix is the unit price).
    prix: l.prix * (l.quantite ?? 1),
    livraison: l.livraison,
    eligible: l.livraison === 'imprime' && !retirees.has(l.slug),
    motif:
      l.livraison === 'numerique' ? MOTIFS.numerique : retirees.has(l.slug) ? MOTIFS.dejaRetractee : null,
  }))
  let refus: Refus | null = null
  if (c.statut === 'remboursee') refus = 'remboursee'
  else if (!estPayee(c.statut)) refus = 'nonPayee'
  else if (!lignes.some((l) => l.livraison === 'imprime')) refus = 'numerique'
  else if (!lignes.some((l) => l.eligible)) refus = 'dejaRetractee'
  return {
    refus,
    dernierJour: fin,
    horsDelai: fin !== null && jour(now) > fin,
    lignes: refus ? lignes.map((l) => ({ ...l, eligible: false })) : lignes,
  }
}
