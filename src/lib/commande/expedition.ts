import type { FieldHook, PayloadRequest, Where } from 'payload'

import { lignesRetractees } from '@/lib/commande/retractation/delai'
import type { Commande } from '@/payload-types'
import { STATUTS_COMMANDE } from '@/lib/catalogue'

import { avecFichiersImpression } from './fichiersImpression'
import { estTransporteur } from './transporteurs'
import { commandesPermises } from '@/lib/commande/restriction'

/** Letters, digits, spaces and dashes: what carriers print on their labels. */
const MOTIF_NUMERO_SUIVI = /^[A-Za-z0-9 -]{4,40}$/
export const MESSAGE_NUMERO_SUIVI =
  'Le numéro de suivi doit compter de 4 à 40 caractères\u00a0: lettres, chiffres, espaces ou tirets.'
export const MESSAGE_SUIVI_REQUIS = 'Indiquez le numéro de suivi pour marquer la commande expédiée.'
export const MESSAGE_TRANSPORTEUR_REQUIS = 'Choisissez le transporteur pour marquer la commande expédiée.'
export const MESSAGE_NON_PAYEE = 'Seule une commande payée peut être marquée expédiée'
export const MESSAGE_RIEN_A_EXPEDIER =
  'Cette commande ne contient aucun article imprimé\u00a0: il n’y a rien à expédier.'

export const cleCourrielExpedition = (id: number | string) => `expedition:${id}`

/** Field hook: a pasted number loses its surrounding spaces; an empty one is no number. */
export const nettoyerNumeroSuivi: FieldHook = ({ value }) =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') || null : value

export const validerNumeroSuivi = (value: unknown): true | string =>
  value === null ||
  value === undefined ||
  value === '' ||
  (typeof value === 'string' && MOTIF_NUMERO_SUIVI.test(value.trim()))
    ? true
    : MESSAGE_NUMERO_SUIVI

const libelleStatut = (statut: unknown) =>
  STATUTS_COMMANDE.find((s) => s.value === statut)?.label.toLowerCase() ?? String(statut)

type Erreur = { path: string; label: string; message: string }

/**
 * Why an order may not become `expediee` (empty when it may): staff ship a paid order containing printed
 * items (docs/SPECIFICATION.md §9: `expediee` follows `payee`), with a carrier and a tracking number.
 * `avant` is the state before this write; saving an already shipped order again is allowed.
 */
export function refusExpedition(
  avant: Pick<Commande, 'statut'> | undefined,
  apres: Partial<Pick<Commande, 'lignes' | 'transporteur' | 'numeroSuivi'>>,
): Erreur[] {
  const erreurs: Erreur[] = []
  if (avant?.statut !== 'payee' && avant?.statut !== 'expediee')
    erreurs.push({
      path: 'statut',
      label: 'Statut',
      message: `${MESSAGE_NON_PAYEE} (statut actuel\u00a0: ${libelleStatut(avant?.statut)}).`,
    })
  else if (!(apres.lignes ?? []).some((l) => l.livraison === 'imprime'))
    erreurs.push({ path: 'statut', label: 'Statut', message: MESSAGE_RIEN_A_EXPEDIER })
  if (!estTransporteur(apres.transporteur))
    erreurs.push({ path: 'transporteur', label: 'Transporteur', message: MESSAGE_TRANSPORTEUR_REQUIS })
  if (!apres.numeroSuivi?.trim())
    erreurs.push({ path: 'numeroSuivi', label: 'Numéro de suivi', message: MESSAGE_SUIVI_REQUIS })
  return erreurs
}

/** The shipping address as the lines of a label (empty lines left out), for the mail and the list. */
export function adresseEnLignes(a: Commande['adresseLivraison'] | null | undefined): string[] {
  if (!a) return []
  return [a.nom, a.ligne1, a.ligne2, [a.codePostal, a.ville].filter(Boolean).join(' '), a.pays]
    .map((l) => (l ?? '').trim())
    .filter(Boolean)
}

/** Paid orders with a printed line that has not left yet: « Commandes à expédier ». */
export const WHERE_A_EXPEDIER: Where = {
  and: [
    { statut: { equals: 'payee' } },
    { 'lignes.livraison': { equals: 'imprime' } },
    commandesPermises('export-impression'),
  ],
}

/** The printed lines still to send: a line withdrawn from leaves the parcel, unless the owner refused
 *  a late withdrawal (docs/decisions/0133). */
export function lignesAExpedier(
  c: Pick<Commande, 'lignes' | 'lignesRetractees' | 'retracteeLe'>,
): NonNullable<Commande['lignes']> {
  const retirees = new Set(
    lignesRetractees(c)
      .filter((l) => l.decision !== 'refusee')
      .map((l) => l.slug),
  )
  return (c.lignes ?? []).filter((l) => l.livraison === 'imprime' && !retirees.has(l.slug))
}

/** The orders waiting for the post, oldest first, read with the caller's access, with only the lines
 *  still to send (each with its format, quantity and print file); an order whose every printed line
 *  was withdrawn from is not waiting. */
export async function commandesAExpedier(req: PayloadRequest, limite = 200) {
  const { docs, totalDocs } = await req.payload.find({
    collection: 'commandes',
    where: WHERE_A_EXPEDIER,
    sort: 'createdAt',
    limit: limite,
    depth: 0,
    req,
    overrideAccess: false,
    select: {
      numero: true,
      // The workshop reads the address of an order to ship only: its status says so (src/access).
      statut: true,
      email: true,
      lignes: true,
      lignesRetractees: true,
      retracteeLe: true,
      adresseLivraison: true,
      createdAt: true,
      payeeLe: true,
    },
  })
  const aEnvoyer = docs.map((d) => ({ d, lignes: lignesAExpedier(d) })).filter((c) => c.lignes.length > 0)
  // Each line with its product's print file, all orders' lines read at once.
  const avecFichiers = await avecFichiersImpression(
    req,
    aEnvoyer.flatMap((c) => c.lignes),
  )
  let i = 0
  const commandes = aEnvoyer.map(({ d, lignes }) => ({
    id: d.id,
    numero: d.numero,
    email: d.email,
    adresseLivraison: d.adresseLivraison,
    createdAt: d.createdAt,
    payeeLe: d.payeeLe,
    lignes: lignes.map(() => avecFichiers[i++]),
  }))
  return { commandes, total: totalDocs - (docs.length - commandes.length) }
}
