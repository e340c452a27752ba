import type { Payload, Where } from 'payload'

import { supprimerCommandes } from '@/lib/commande'

import { purgerComptabilite, purgerProspects } from './purges'

const JOUR_MS = 24 * 60 * 60 * 1000

/**
 * How long the shop keeps each kind of personal data (README, docs/DONNEES-PERSONNELLES.md and the
 * privacy page say the same). The passes below apply every row.
 */
export const CONSERVATION = {
  courriels: { jours: 7, quoi: 'Contenu et liens des e-mails envoyés', duree: '7\u00a0jours après l’envoi' },
  messages: { jours: 365, quoi: 'Messages du formulaire de contact', duree: '1\u00a0an' },
  abonnes: {
    jours: 30,
    quoi: 'Abonnés désinscrits de la lettre',
    duree: '30\u00a0jours après la désinscription',
  },
  acces: {
    jours: 1,
    quoi: 'Liens et sessions de l’espace «\u00a0Mes commandes\u00a0»',
    duree: '1\u00a0jour après leur fin',
  },
  commandes: { jours: 90, quoi: 'Commandes abandonnées sans paiement', duree: '90\u00a0jours' },
  // CNIL's rule for prospects: three years after the last contact (a subscription's last change) or the
  // last purchase (src/lib/donnees/purges.ts).
  prospects: {
    ans: 3,
    quoi: 'Abonnés et prospects sans contact ni achat',
    duree: '3\u00a0ans après le dernier contact ou le dernier achat',
  },
  // Code de commerce L123-22: ten years, then deleted with their files.
  comptabilite: {
    ans: 10,
    quoi: 'Commandes payées, factures et avoirs',
    duree: '10\u00a0ans après la facture, puis supprimés avec leurs fichiers',
  },
} as const

/** What an e-mail keeps once its retention has passed: its recipient, subject, status and dates. */
export const TEXTE_EFFACE = 'Contenu effacé après 7\u00a0jours (durées de conservation).'

/** Unpaid states: an order in one of them, without an invoice, was abandoned. */
const NON_PAYEES = ['en_attente', 'annulee', 'echouee']

const avant = (maintenant: Date, jours: number) =>
  new Date(maintenant.getTime() - jours * JOUR_MS).toISOString()

/** The same instant `ans` calendar years earlier. */
const ilYA = (maintenant: Date, ans: number) => {
  const d = new Date(maintenant)
  d.setUTCFullYear(d.getUTCFullYear() - ans)
  return d.toISOString()
}

export type BilanConservation = Record<keyof typeof CONSERVATION, number>

/**
 * One retention pass at `maintenant`: the sent e-mails lose their body and links, the other rows past
 * their period are deleted. Idempotent, so several servers may run it at once. Returns the counts.
 */
export async function appliquerConservation(
  payload: Payload,
  maintenant: Date = new Date(),
): Promise<BilanConservation> {
  const effacer = async (collection: 'messages' | 'abonnes' | 'acces-espace', where: Where) =>
    (await payload.delete({ collection, where, overrideAccess: true, depth: 0 })).docs.length
  const effacerCommandes = async (where: Where) =>
    (await supprimerCommandes(payload, { where, overrideAccess: true, depth: 0 })).docs.length
  const { docs: courriels } = await payload.update({
    collection: 'courriels',
    where: {
      and: [
        { statut: { equals: 'envoye' } },
        { envoyeLe: { less_than: avant(maintenant, CONSERVATION.courriels.jours) } },
        { texte: { not_equals: TEXTE_EFFACE } },
      ],
    },
    data: { texte: TEXTE_EFFACE, html: null },
    overrideAccess: true,
    depth: 0,
  })
  const finAcces = avant(maintenant, CONSERVATION.acces.jours)
  return {
    courriels: courriels.length,
    messages: await effacer('messages', {
      createdAt: { less_than: avant(maintenant, CONSERVATION.messages.jours) },
    }),
    abonnes: await effacer('abonnes', {
      and: [
        { statut: { equals: 'desabonne' } },
        { updatedAt: { less_than: avant(maintenant, CONSERVATION.abonnes.jours) } },
      ],
    }),
    acces: await effacer('acces-espace', {
      and: [
        { lienExpireLe: { less_than: finAcces } },
        { or: [{ sessionExpireLe: { exists: false } }, { sessionExpireLe: { less_than: finAcces } }] },
      ],
    }),
    commandes: await effacerCommandes({
      and: [
        { statut: { in: NON_PAYEES } },
        { numeroFacture: { exists: false } },
        { payeeLe: { exists: false } },
        { createdAt: { less_than: avant(maintenant, CONSERVATION.commandes.jours) } },
      ],
    }),
    prospects: await purgerProspects(payload, ilYA(maintenant, CONSERVATION.prospects.ans)),
    comptabilite: await purgerComptabilite(payload, ilYA(maintenant, CONSERVATION.comptabilite.ans)),
  }
}

let derniere = 0
/** The scheduler's passes run it at most once an hour per process (src/endpoints/planification.ts);
 *  a failure is logged, never thrown. */
export async function conservationSiDue(payload: Payload, maintenant = new Date()): Promise<void> {
  if (maintenant.getTime() - derniere < 60 * 60 * 1000) return
  derniere = maintenant.getTime()
  try {
    const bilan = await appliquerConservation(payload, maintenant)
    if (Object.values(bilan).some((n) => n > 0))
      payload.logger.info({ bilan }, 'Durées de conservation appliquées')
  } catch (err) {
    // The publications of the same pass must not fail with it; the next hour tries again.
    payload.logger.error({ err }, 'Durées de conservation : passe en échec')
  }
}
