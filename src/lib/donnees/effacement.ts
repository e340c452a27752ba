import type { Payload } from 'payload'

import { contexteSysteme, modifierCommande, supprimerCommandes } from '@/lib/commande'

import { lignesDe, noterDemande, parEmail } from './recherche'

/** Paid states: such an order is an accounting record, kept ten years (Code de commerce L123-22). */
const PAYEES = new Set(['payee', 'expediee', 'remboursee'])

type Commande = Awaited<ReturnType<typeof lignesDe>>[number]

/** The invoice's buyer stays (the law keeps it, and a later credit note names it); the rest goes. */
function anonymisee(c: Commande, le: string): Record<string, unknown> {
  const f = (c.facturation ?? {}) as Record<string, unknown>
  const livraison = (c.adresseLivraison ?? {}) as Record<string, unknown>
  // New rows without their id and the key: Payload merges a row it knows by id with its stored values.
  const sansCle = (xs: unknown, cle: string) =>
    Array.isArray(xs)
      ? xs.map((x: Record<string, unknown>) =>
          Object.fromEntries(Object.entries(x).filter(([k]) => k !== cle && k !== 'id')),
        )
      : xs
  return {
    donneesRestreintes: true,
    restreinteLe: le,
    email: `efface-${c.id}@anonyme.invalid`,
    // An invoice made out to the delivery address keeps it as its buyer's.
    facturation: f.ligne1 ? f : { ...f, ...livraison },
    adresseLivraison: { nom: null, ligne1: null, ligne2: null, codePostal: null, ville: null, pays: null },
    premiersTelechargements: sansCle(c.premiersTelechargements, 'empreinteAdresse'),
    lignesRetractees: sansCle(c.lignesRetractees, 'email'),
  }
}

/**
 * Erases what the shop holds about an e-mail (GDPR art. 17), except what the law requires it to keep:
 * orders with an invoice (or paid) are kept, restricted and anonymised — their e-mail, delivery
 * address, download-address hashes and withdrawal e-mails go; the buyer the invoice names stays, and
 * the issued invoices and credit notes are untouched files — every other row is deleted — unpaid
 * orders, the subscription, contact messages, sent and queued e-mails, access rows. The request is
 * recorded with its counts.
 */
export async function effacerDonnees(payload: Payload, email: string, auteur: string) {
  const commandes = await lignesDe(payload, 'commandes', email)
  const gardees = commandes.filter((c) => c.numeroFacture || PAYEES.has(String(c.statut)))
  const supprimees = commandes.filter((c) => !gardees.includes(c))
  const le = new Date().toISOString()
  for (const c of gardees)
    await modifierCommande(payload, {
      id: c.id as number | string,
      data: anonymisee(c, le) as never,
      overrideAccess: true,
      context: contexteSysteme(),
      depth: 0,
    })
  // By a where, not by id: one query, and the MongoDB-compatible server refuses findOneAndDelete.
  if (supprimees.length)
    await supprimerCommandes(payload, {
      where: { id: { in: supprimees.map((c) => c.id as number | string) } },
      overrideAccess: true,
      depth: 0,
    })
  const effacer = async (collection: 'abonnes' | 'messages' | 'courriels' | 'acces-espace') =>
    (await payload.delete({ collection, where: parEmail(collection, email), overrideAccess: true, depth: 0 }))
      .docs.length
  const bilan = {
    commandesSupprimees: supprimees.length,
    commandesRestreintes: gardees.length,
    abonnes: await effacer('abonnes'),
    messages: await effacer('messages'),
    courriels: await effacer('courriels'),
    acces: await effacer('acces-espace'),
  }
  await noterDemande(payload, email, 'effacement', auteur, bilan)
  return bilan
}
