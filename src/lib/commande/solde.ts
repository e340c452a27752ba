import type { Commande } from '@/payload-types'

/** The single line of a credit note for an amount not tied to lines (EN 16931 allows one line). */
export const LIGNE_PARTIELLE = 'Remise / remboursement partiel'
export const LIGNE_PORT = 'Frais de livraison'

export const MESSAGES_SOLDE = {
  inconnue: (id: string) => `La ligne ${id} n’est pas une ligne de cette commande.`,
  dejaRemboursee: (titre: string) => `La ligne «\u00a0${titre}\u00a0» est déjà remboursée.`,
  doublon: 'Une ligne est demandée deux fois.',
  depasse: (demande: string, reste: string) =>
    `Le remboursement demandé (${demande}) dépasse ce qui reste à rembourser (${reste}).`,
  rien: 'Cette commande est entièrement remboursée\u00a0: il ne reste rien à rembourser.',
  nul: 'Ces lignes ont été payées 0,00\u00a0€ (remise)\u00a0: il n’y a rien à rembourser.',
} as const

/** One line of a credit note: the order line it refunds (its row id; null for shipping or an amount),
 *  its text and its amount (TTC, cents, positive). */
export type LigneAvoir = {
  ligne: string | null
  designation: string
  montant: number
  nature: 'bien' | 'service' | 'port'
}

type CommandeSolde = Pick<Commande, 'remise' | 'fraisDePort' | 'total' | 'montantRembourse'> & {
  lignes?: { id?: string | null; titre: string; prix: number; livraison: string }[] | null
}
/** What earlier credit notes refunded: their lines (ids, shipping as null) and amounts. */
export type AvoirAnterieur = {
  montant: number
  lignes?: { ligne?: string | null; designation: string }[] | null
}

export const designationLigne = (l: {
  titre: string
  livraison: string
  formatLibelle?: string | null
  quantite?: number | null
}) =>
  `${l.titre} (${l.livraison === 'numerique' ? 'fichier numérique' : `affiche imprimée${l.formatLibelle ? ` ${l.formatLibelle}` : ''}`})${(l.quantite ?? 1) > 1 ? ` × ${l.quantite}` : ''}`

/**
 * Each line's share of what was paid: its price less its share of the discount, shares given by
 * largest remainder so that the lines add up to the items' total less the discount, to the cent.
 */
export function netsDesLignes(lignes: { prix: number; quantite?: number | null }[], remise = 0): number[] {
  // `prix` is the unit price: a line weighs prix × quantite (1 for lines from before formats).
  const montants = lignes.map((l) => l.prix * (l.quantite ?? 1))
  const sousTotal = montants.reduce((s, m) => s + m, 0)
  if (!remise || !sousTotal) return montants
  const exactes = montants.map((m) => (remise * m) / sousTotal)
  const parts = exactes.map(Math.floor)
  let reste = remise - parts.reduce((s, p) => s + p, 0)
  const ordre = exactes.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0])
  for (const [, i] of ordre) {
    if (reste <= 0) break
    parts[i] += 1
    reste -= 1
  }
  return montants.map((m, i) => m - parts[i])
}

/** What is left to refund: the total less what was refunded (Stripe's count or the credit notes'). */
export function resteARembourser(commande: CommandeSolde, avoirs: AvoirAnterieur[]): number {
  const credite = avoirs.reduce((s, a) => s + a.montant, 0)
  return Math.max(0, commande.total - Math.max(commande.montantRembourse ?? 0, credite))
}

export type Demande = { lignes?: string[]; montant?: number }
export type Calcul = { ok: true; montant: number; lignes: LigneAvoir[] } | { ok: false; error: string }

/**
 * The credit note a refund request makes: chosen lines (each at its net, shipping added once no
 * printed or digital line is left), an amount (one « Remise / remboursement partiel » line), or — no
 * request — everything left: the remaining lines when they add up to it, else one partial line. Never
 * more than is left to refund.
 */
export function calculerRemboursement(
  commande: CommandeSolde,
  avoirs: AvoirAnterieur[],
  demande: Demande,
  formatMontant: (cents: number) => string,
): Calcul {
  const lignes = commande.lignes ?? []
  const nets = netsDesLignes(lignes, commande.remise ?? 0)
  const reste = resteARembourser(commande, avoirs)
  if (reste <= 0) return { ok: false, error: MESSAGES_SOLDE.rien }
  const deja = new Set(avoirs.flatMap((a) => (a.lignes ?? []).map((l) => l.ligne ?? null)))
  const portRembourse = avoirs.some((a) => (a.lignes ?? []).some((l) => l.designation === LIGNE_PORT))
  const nature = (l: { livraison: string }): LigneAvoir['nature'] =>
    l.livraison === 'numerique' ? 'service' : 'bien'
  const ligneDe = (i: number): LigneAvoir => ({
    ligne: lignes[i].id ?? String(i),
    // The copies are the credit note line's quantity (src/lib/facture/avoirRemboursement.ts).
    designation: designationLigne({ ...lignes[i], quantite: 1 }),
    montant: nets[i],
    nature: nature(lignes[i]),
  })
  const restantes = lignes.map((l, i) => i).filter((i) => !deja.has(lignes[i].id ?? String(i)))
  const avecPort = (choisies: number[]): LigneAvoir[] => {
    const toutes = restantes.every((i) => choisies.includes(i))
    const port = commande.fraisDePort ?? 0
    return [
      ...choisies.map(ligneDe),
      ...(toutes && port > 0 && !portRembourse
        ? [{ ligne: null, designation: LIGNE_PORT, montant: port, nature: 'bien' as const }]
        : []),
    ]
  }
  const partielle = (montant: number): LigneAvoir[] => [
    {
      ligne: null,
      designation: LIGNE_PARTIELLE,
      montant,
      nature: lignes.every((l) => l.livraison === 'numerique') ? 'service' : 'bien',
    },
  ]
  const somme = (ls: LigneAvoir[]) => ls.reduce((s, l) => s + l.montant, 0)
  const depasse = (m: number) => ({
    ok: false as const,
    error: MESSAGES_SOLDE.depasse(formatMontant(m), formatMontant(reste)),
  })

  if (demande.lignes) {
    if (new Set(demande.lignes).size !== demande.lignes.length)
      return { ok: false, error: MESSAGES_SOLDE.doublon }
    const choisies: number[] = []
    for (const id of demande.lignes) {
      const i = lignes.findIndex((l, j) => (l.id ?? String(j)) === id)
      if (i < 0) return { ok: false, error: MESSAGES_SOLDE.inconnue(id) }
      if (!restantes.includes(i)) return { ok: false, error: MESSAGES_SOLDE.dejaRemboursee(lignes[i].titre) }
      choisies.push(i)
    }
    const credit = avecPort(choisies)
    if (somme(credit) === 0) return { ok: false, error: MESSAGES_SOLDE.nul }
    return somme(credit) > reste
      ? depasse(somme(credit))
      : { ok: true, montant: somme(credit), lignes: credit }
  }
  if (demande.montant !== undefined)
    return demande.montant > reste
      ? depasse(demande.montant)
      : { ok: true, montant: demande.montant, lignes: partielle(demande.montant) }
  const tout = avecPort(restantes)
  return { ok: true, montant: reste, lignes: somme(tout) === reste && tout.length ? tout : partielle(reste) }
}
