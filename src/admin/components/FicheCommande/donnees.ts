import type { PayloadRequest } from 'payload'

import { refCommande } from '@/lib/commande'
import { lienAvoirNumero } from '@/lib/facture'
import { siteUrl } from '@/lib/courriel'
import type { Avoir } from '@/payload-types'

import type { DocumentCommande, EntreeHistorique } from './documents'

type Commande = {
  id: number | string
  numero: string
  total?: number | null
  numeroFacture?: string | null
  factureLe?: string | null
  lienFacture?: string | null
  numeroAvoir?: string | null
  avoirLe?: string | null
  lienAvoir?: string | null
  montantRembourse?: number | null
}

/** The order's credit notes as the reader may read them (none when the role may not). */
export async function lireAvoirs(req: PayloadRequest, commandeId: number | string): Promise<Avoir[]> {
  const res = await req.payload
    .find({
      collection: 'avoirs',
      where: { commande: { equals: commandeId } },
      sort: 'le',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user: req.user,
    })
    .catch(() => null)
  return res?.docs ?? []
}

/** The invoice, then each credit note (and the single one of orders refunded before credit notes had
 *  their own collection), with their PDFs' signed links. */
export async function documentsDe(
  req: PayloadRequest,
  c: Commande,
  avoirs: Avoir[],
): Promise<DocumentCommande[]> {
  const ref = await refCommande(req.payload, { id: c.id as number, numero: c.numero })
  const site = siteUrl(req)
  const docs: DocumentCommande[] = []
  if (c.numeroFacture)
    docs.push({
      type: 'Facture',
      numero: c.numeroFacture,
      le: c.factureLe ?? null,
      montant: c.total ?? 0,
      lien: c.lienFacture ?? null,
    })
  if (c.numeroAvoir && !avoirs.some((a) => a.numero === c.numeroAvoir))
    docs.push({
      type: 'Avoir',
      numero: c.numeroAvoir,
      le: c.avoirLe ?? null,
      montant: c.montantRembourse ?? c.total ?? 0,
      lien: c.lienAvoir ?? null,
    })
  for (const a of avoirs)
    docs.push({
      type: 'Avoir',
      numero: a.numero,
      le: a.le,
      montant: a.montant,
      detail: (a.lignes ?? [])
        .map((l) => ((l.exemplaires ?? 1) > 1 ? `${l.designation} × ${l.exemplaires}` : l.designation))
        .join(' ; '),
      lien: lienAvoirNumero(site, ref, a.numero),
    })
  return docs
}

/** The journal's labels of its actions, as its collection lists them. */
function libellesActions(req: PayloadRequest): Map<string, string> {
  const champ = req.payload.collections.journal?.config.fields.find(
    (f) => 'name' in f && f.name === 'action',
  ) as { options?: { label: string; value: string }[] } | undefined
  return new Map((champ?.options ?? []).map((o) => [o.value, o.label]))
}

/** The journal's entries for this order, newest first (none when the role may not read the journal). */
export async function historiqueDe(
  req: PayloadRequest,
  commandeId: number | string,
): Promise<EntreeHistorique[]> {
  const res = await req.payload
    .find({
      collection: 'journal',
      where: { and: [{ cible: { equals: 'commandes' } }, { cibleId: { equals: String(commandeId) } }] },
      sort: '-le',
      limit: 50,
      depth: 0,
      overrideAccess: false,
      user: req.user,
    })
    .catch(() => null)
  const libelles = libellesActions(req)
  return (res?.docs ?? []).map((e) => ({
    id: String(e.id),
    le: e.le,
    auteur: e.auteur,
    action: libelles.get(e.action) ?? e.action,
    resume: e.resume ?? '',
  }))
}
