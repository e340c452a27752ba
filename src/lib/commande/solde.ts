import { pluriel } from '@/lib/format'

import {
  type AvoirAnterieur,
  type CommandeSolde,
  etatRemboursement,
  type EtatLigne,
  LIGNE_PORT,
  partDesExemplaires,
} from './etatRemboursement'

export { type AvoirAnterieur, LIGNE_PORT, netsDesLignes, resteARembourser } from './etatRemboursement'

/** The single line of a credit note for an amount not tied to lines (EN 16931 allows one line). */
export const LIGNE_PARTIELLE = 'Remise / remboursement partiel'

export const MESSAGES_SOLDE = {
  inconnue: (id: string) => `La ligne ${id} n’est pas une ligne de cette commande.`,
  dejaRemboursee: (titre: string) => `La ligne «\u00a0${titre}\u00a0» est déjà remboursée.`,
  doublon: 'Une ligne est demandée deux fois.',
  depasse: (demande: string, reste: string) =>
    `Le remboursement demandé (${demande}) dépasse ce qui reste à rembourser (${reste}).`,
  rien: 'Cette commande est entièrement remboursée\u00a0: il ne reste rien à rembourser.',
  nul: 'Ces lignes ont été payées 0,00\u00a0€ (remise)\u00a0: il n’y a rien à rembourser.',
  exemplaires: (titre: string, restants: number) =>
    `Il reste ${pluriel(restants, 'exemplaire')} à rembourser sur la ligne «\u00a0${titre}\u00a0».`,
  sansPort: 'Cette commande n’a pas de frais de livraison à rembourser.',
  portRembourse: 'Les frais de livraison de cette commande sont déjà remboursés.',
} as const

/** One line of a credit note: the order line it refunds (its row id; null for shipping or an amount),
 *  its text, its amount (TTC, cents, positive) and, for an order line, how many of its copies. */
export type LigneAvoir = {
  ligne: string | null
  designation: string
  montant: number
  nature: 'bien' | 'service' | 'port'
  exemplaires?: number | null
}

export const designationLigne = (l: {
  titre: string
  livraison: string
  formatLibelle?: string | null
  quantite?: number | null
}) =>
  `${l.titre} (${l.livraison === 'numerique' ? 'fichier numérique' : `affiche imprimée${l.formatLibelle ? ` ${l.formatLibelle}` : ''}`})${(l.quantite ?? 1) > 1 ? ` × ${l.quantite}` : ''}`

/** A line asked for: its row id (or, for a line without one, its index) and how many of its copies
 *  (all those left when not said). A bare string is an id (the withdrawal screen sends those). */
export type LigneDemandee = string | { id?: string; index?: number; exemplaires?: number }
export type Demande = { lignes?: LigneDemandee[]; livraison?: boolean; montant?: number }
export type Calcul = { ok: true; montant: number; lignes: LigneAvoir[] } | { ok: false; error: string }
type Refus = { ok: false; error: string }

export const demandeVide = (d: Demande) => d.lignes === undefined && !d.livraison && d.montant === undefined

const natureDe = (l: { livraison: string }): LigneAvoir['nature'] =>
  l.livraison === 'numerique' ? 'service' : 'bien'

/** `k` more copies of a line, after those already refunded. */
const copies = (l: EtatLigne, k: number): LigneAvoir => ({
  ligne: l.id,
  // The copies are the credit note line's quantity (src/lib/facture/avoirRemboursement.ts).
  designation: designationLigne({ ...l, quantite: 1 }),
  montant:
    partDesExemplaires(l.net, l.quantite, l.exemplairesRembourses + k) -
    partDesExemplaires(l.net, l.quantite, l.exemplairesRembourses),
  nature: natureDe(l),
  exemplaires: k,
})

/** The credit lines of the chosen order lines, or why they cannot be refunded. */
function lignesChoisies(etat: EtatLigne[], demandees: LigneDemandee[]): LigneAvoir[] | Refus {
  const vues = new Set<number>()
  const credit: LigneAvoir[] = []
  for (const d of demandees) {
    const voulue = typeof d === 'string' ? { id: d } : d
    const l =
      voulue.id !== undefined
        ? etat.find((e) => e.id === voulue.id)
        : etat.find((e) => e.index === voulue.index)
    if (!l)
      return { ok: false, error: MESSAGES_SOLDE.inconnue(voulue.id ?? `n°\u00a0${(voulue.index ?? 0) + 1}`) }
    if (vues.has(l.index)) return { ok: false, error: MESSAGES_SOLDE.doublon }
    vues.add(l.index)
    if (l.exemplairesRestants <= 0) return { ok: false, error: MESSAGES_SOLDE.dejaRemboursee(l.titre) }
    const k = voulue.exemplaires ?? l.exemplairesRestants
    if (k > l.exemplairesRestants)
      return { ok: false, error: MESSAGES_SOLDE.exemplaires(l.titre, l.exemplairesRestants) }
    credit.push(copies(l, k))
  }
  return credit
}

/**
 * The credit note a refund request makes: chosen lines or copies (each at its share of the line's net;
 * the shipping added once no copy is left, as a withdrawal of everything wants), the shipping, an amount
 * (one « Remise / remboursement partiel » line), any mix of them, or — no request — everything left:
 * the remaining lines when they add up to it, else one partial line. Never more than is left to refund.
 */
export function calculerRemboursement(
  commande: CommandeSolde,
  avoirs: AvoirAnterieur[],
  demande: Demande,
  formatMontant: (cents: number) => string,
): Calcul {
  const etat = etatRemboursement(commande, avoirs)
  const { reste, port } = etat
  if (reste <= 0) return { ok: false, error: MESSAGES_SOLDE.rien }
  const lignePort: LigneAvoir = {
    ligne: null,
    designation: LIGNE_PORT,
    montant: port.montant,
    nature: 'bien',
  }
  const partielle = (montant: number): LigneAvoir => ({
    ligne: null,
    designation: LIGNE_PARTIELLE,
    montant,
    nature: etat.lignes.every((l) => l.livraison === 'numerique') ? 'service' : 'bien',
  })
  const somme = (ls: LigneAvoir[]) => ls.reduce((s, l) => s + l.montant, 0)
  const portDu = port.montant > 0 && !port.rembourse

  if (demandeVide(demande)) {
    const tout = [
      ...etat.lignes.filter((l) => l.exemplairesRestants > 0).map((l) => copies(l, l.exemplairesRestants)),
      ...(portDu ? [lignePort] : []),
    ]
    return {
      ok: true,
      montant: reste,
      lignes: somme(tout) === reste && tout.length ? tout : [partielle(reste)],
    }
  }
  const credit: LigneAvoir[] = []
  if (demande.lignes) {
    const choisies = lignesChoisies(etat.lignes, demande.lignes)
    if (!Array.isArray(choisies)) return choisies
    credit.push(...choisies)
    const restantes = (l: EtatLigne) =>
      l.exemplairesRestants - (choisies.find((c) => c.ligne === l.id)?.exemplaires ?? 0)
    if (portDu && !demande.livraison && etat.lignes.every((l) => restantes(l) === 0)) credit.push(lignePort)
    if (somme(credit) === 0 && demande.montant === undefined && !demande.livraison)
      return { ok: false, error: MESSAGES_SOLDE.nul }
  }
  if (demande.livraison) {
    if (port.montant <= 0) return { ok: false, error: MESSAGES_SOLDE.sansPort }
    if (port.rembourse) return { ok: false, error: MESSAGES_SOLDE.portRembourse }
    credit.push(lignePort)
  }
  if (demande.montant !== undefined) credit.push(partielle(demande.montant))
  const montant = somme(credit)
  return montant > reste
    ? { ok: false, error: MESSAGES_SOLDE.depasse(formatMontant(montant), formatMontant(reste)) }
    : { ok: true, montant, lignes: credit }
}

/** Stripe's metadata of a refund's request (values of 500 characters at most), and back: so that a
 *  `charge.refunded` applied before the answer gives the same credit lines. */
export function metadonneesDemande(demande: Demande, lignes: LigneAvoir[]): Record<string, string> {
  const texte = lignes
    .filter((l) => l.ligne !== null)
    .map((l) => `${l.ligne}*${l.exemplaires ?? 1}`)
    .join(',')
  return {
    lignes: demande.lignes && texte.length <= 500 ? texte : '',
    livraison: demande.livraison ? 'oui' : '',
    montantLibre: demande.montant !== undefined ? String(demande.montant) : '',
  }
}

export function demandeDeMetadonnees(m: Record<string, string> | null | undefined): Demande | null {
  if (!m?.lignes && !m?.livraison && !m?.montantLibre) return null
  const lignes = (m.lignes ?? '')
    .split(',')
    .filter(Boolean)
    .map((t): LigneDemandee => {
      // `id*k` (copies), or a bare id (refunds made before copies could be chosen: the whole line).
      const [id, k] = t.split('*')
      return k ? { id, exemplaires: Number(k) } : id
    })
  return {
    ...(lignes.length ? { lignes } : {}),
    ...(m.livraison === 'oui' ? { livraison: true } : {}),
    ...(m.montantLibre ? { montant: Number(m.montantLibre) } : {}),
  }
}
