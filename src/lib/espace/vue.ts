import type { Payload } from 'payload'

import { eligibilite, estPayee, libelleTransporteur, lienSuivi } from '@/lib/commande'
import type { Commande } from '@/payload-types'

import { commandesDeLEmail } from './commandes'
import { cheminDocumentEspace } from './documents'
import type { SessionEspace } from './session'

export type LigneClient = {
  titre: string
  prix: number
  livraison: 'numerique' | 'imprime'
  /** A download link valid while the session is (docs/decisions/0108): paid digital items only. */
  telechargement: string | null
}

export type CommandeClient = {
  numero: string
  date: string
  statut: Commande['statut']
  total: number
  lignes: LigneClient[]
  suivi: { transporteur: string; numero: string; href: string | null } | null
  documents: { libelle: string; href: string }[]
  /** The withdrawal function for this order: open until `dernierJour` (YYYY-MM-DD, Paris; null while
   *  not shipped), or already used. */
  retractation: { possible: boolean; dernierJour: string | null; retracteeLe: string | null }
}

/** What « Mes commandes » shows of one order: never more than its own customer may see. */
export function commandeClient(
  c: Commande,
  session: Pick<SessionEspace, 'nonce' | 'expireLe'>,
  now = Date.now(),
  avoirs: { numero: string }[] = [],
): CommandeClient {
  const paye = estPayee(c.statut)
  const retractation = eligibilite(c, now)
  const documents: CommandeClient['documents'] = []
  if (c.numeroFacture || paye)
    documents.push({
      libelle: c.numeroFacture ? `Facture ${c.numeroFacture}` : 'Facture',
      href: cheminDocumentEspace(session, c, { type: 'facture' }, now),
    })
  if (c.numeroAvoir)
    documents.push({
      libelle: `Avoir ${c.numeroAvoir}`,
      href: cheminDocumentEspace(session, c, { type: 'avoir' }, now),
    })
  for (const a of avoirs)
    documents.push({
      libelle: `Avoir ${a.numero}`,
      href: cheminDocumentEspace(session, c, { type: 'avoir', numero: a.numero }, now),
    })
  return {
    numero: c.numero,
    date: c.payeeLe ?? c.createdAt,
    statut: c.statut,
    total: c.total,
    lignes: (c.lignes ?? []).map((l) => ({
      titre: l.titre,
      prix: l.prix,
      livraison: l.livraison,
      telechargement:
        paye && l.livraison === 'numerique'
          ? cheminDocumentEspace(session, c, { type: 'telechargement', slug: l.slug }, now)
          : null,
    })),
    suivi: c.numeroSuivi
      ? {
          transporteur: libelleTransporteur(c.transporteur),
          numero: c.numeroSuivi,
          href: lienSuivi(c.transporteur, c.numeroSuivi),
        }
      : null,
    documents,
    retractation: {
      // The link shows while the period runs; a late statement is still taken at /retractation.
      possible: retractation.refus === null && !retractation.horsDelai,
      dernierJour: retractation.dernierJour,
      retracteeLe: c.retracteeLe ?? null,
    },
  }
}

export type PageEspace = { commandes: CommandeClient[]; page: number; pages: number }

export async function espaceClient(
  payload: Payload,
  session: SessionEspace,
  { page = 1, now = Date.now() }: { page?: number; now?: number } = {},
): Promise<PageEspace> {
  const res = await commandesDeLEmail(payload, session.email, page)
  const { docs: avoirs } = await payload.find({
    collection: 'avoirs',
    where: { commande: { in: res.docs.map((c) => c.id) } },
    sort: 'le',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { numero: true, commande: true },
  })
  return {
    commandes: res.docs.map((c) =>
      commandeClient(
        c,
        session,
        now,
        avoirs.filter((a) => a.commande === c.id),
      ),
    ),
    page: res.page,
    pages: res.pages,
  }
}
