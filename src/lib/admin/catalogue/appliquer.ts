import {
  commitTransaction,
  initTransaction,
  killTransaction,
  ValidationError,
  type PayloadRequest,
} from 'payload'

import { updateKeepingPublished } from '@/lib/admin/updateKeepingPublished'
import { pluriel } from '@/lib/format'
import { noterLot, type ValeursAvant } from '@/lib/admin/lots/lot'

import { analyserImport, type LignePlan } from './analyse'
import type { CibleImport } from './colonnes'
import type { Probleme } from './lecture'

export type Bilan = { crees: number; modifies: number; inchanges: number; journalId: string | null }
export type Resultat =
  { ok: true; bilan: Bilan } | { ok: false; problemes: Probleme[] } | { ok: false; perime: true }

async function ecrire(req: PayloadRequest, cible: CibleImport, l: LignePlan): Promise<string> {
  if (l.existant) {
    await updateKeepingPublished(req, cible, l.existant.id, l.donnees)
    return String(l.existant.id)
  }
  // A new product is a draft: the editor adds its illustration and file, then publishes it.
  const data = cible === 'produits' ? { ...l.donnees, _status: 'draft' } : l.donnees
  const doc = await req.payload.create({
    collection: cible,
    data: data as never,
    draft: cible === 'produits',
    depth: 0,
    overrideAccess: false,
    req,
  })
  return String(doc.id)
}

/**
 * Without a database transaction (Payload's SQLite adapter opens none unless `transactionOptions` is
 * set, and this project's is not: docs/decisions/0177), the rows already written are put back, in
 * reverse order: previous values restored, created documents deleted.
 */
async function defaire(req: PayloadRequest, cible: CibleImport, avant: ValeursAvant[], crees: string[]) {
  for (const id of crees.reverse())
    await req.payload.delete({ collection: cible, id, overrideAccess: true, req }).catch(() => null)
  for (const { id, valeurs } of avant.reverse())
    await updateKeepingPublished(req, cible, id, valeurs).catch((err: unknown) =>
      req.payload.logger.error({ err, msg: `Import : ${cible} ${id} non rétabli` }),
    )
}

const resume = (cible: CibleImport, crees: number, modifies: number) =>
  `Import ${cible}\u00a0: ${pluriel(crees, 'création', 'créations')}, ${pluriel(modifies, 'modification', 'modifications')}`

/**
 * Applies an import: checks the file again (never trusting the browser's dry run), refuses when the
 * catalogue moved since the dry run the editor read (`empreinte`), then writes every row in one
 * transaction, with the editor's access, and notes the lot in the journal. Any failure writes nothing.
 */
export async function appliquerImport(
  req: PayloadRequest,
  cible: CibleImport,
  texte: string,
  format: 'csv' | 'json',
  empreinte?: string,
): Promise<Resultat> {
  const analyse = await analyserImport(req, cible, texte, format)
  if (!analyse.ok) return analyse
  if (empreinte && empreinte !== analyse.empreinte) return { ok: false, perime: true }
  const aEcrire = analyse.lignes.filter((l) => l.resultat !== 'inchange')
  const bilan: Bilan = {
    crees: aEcrire.filter((l) => !l.existant).length,
    modifies: aEcrire.filter((l) => l.existant).length,
    inchanges: analyse.lignes.length - aEcrire.length,
    journalId: null,
  }
  if (aEcrire.length === 0) return { ok: true, bilan }
  const avant: ValeursAvant[] = []
  const crees: string[] = []
  let ligneEnCours: number | undefined
  const commit = await initTransaction(req)
  try {
    for (const l of aEcrire) {
      ligneEnCours = l.ligne
      // Noted before writing: a row that fails half-way (published version written, draft not) is undone too.
      if (l.existant)
        avant.push({
          id: String(l.existant.id),
          valeurs: Object.fromEntries(Object.keys(l.donnees).map((k) => [k, l.existant![k] ?? null])),
        })
      const id = await ecrire(req, cible, l)
      if (!l.existant) crees.push(id)
    }
    ligneEnCours = undefined
    bilan.journalId = await noterLot(req, {
      cible,
      nature: 'import',
      resume: resume(cible, bilan.crees, bilan.modifies),
      avant,
      crees,
    })
    if (commit) await commitTransaction(req)
  } catch (err) {
    if (commit) await killTransaction(req)
    else await defaire(req, cible, avant, crees)
    if (!(err instanceof ValidationError) || ligneEnCours === undefined) throw err
    // A rule only Payload checks (a published product's required file…): still this row's fault.
    const ligne = ligneEnCours
    return {
      ok: false,
      problemes: err.data.errors.map((e) => ({ ligne, colonne: e.path, raison: e.message })),
    }
  }
  return { ok: true, bilan }
}
