import { APIError, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { noterLot, type ValeursAvant } from '@/lib/admin/lots/lot'

import { ecrireSansPublier } from './ecrire'
import { identifiant, lireProduits } from './produits'
import { pluriel } from '@/lib/format'

/** The product relations a bulk edit changes, and the collection each points to. */
export const CHAMPS_RELATION = {
  collections: { collection: 'collections', label: 'Collections' },
  audiences: { collection: 'audiences', label: 'Audiences' },
  themes: { collection: 'themes', label: 'Thèmes de couleur' },
  motsCles: { collection: 'mots-cles', label: 'Mots-clés' },
  langues: { collection: 'langues', label: 'Langues' },
} as const
export type ChampRelation = keyof typeof CHAMPS_RELATION

const id = z.union([z.string().min(1).max(64), z.number().int().positive()])

export const demandeEditionGroupee = z.strictObject(
  {
    ids: z
      .array(id, { error: 'La sélection est une liste d’identifiants de produits.' })
      .min(1, 'Sélectionnez au moins un produit.')
      .max(1000, 'Une édition groupée porte sur 1 000 produits au plus.'),
    champ: z.enum(Object.keys(CHAMPS_RELATION) as [ChampRelation, ...ChampRelation[]], {
      error: 'Choisissez le champ à modifier\u00a0: collections, audiences, thèmes, mots-clés ou langues.',
    }),
    mode: z.enum(['ajouter', 'retirer', 'remplacer'], {
      error: 'Choisissez «\u00a0Ajouter\u00a0», «\u00a0Retirer\u00a0» ou «\u00a0Remplacer\u00a0».',
    }),
    valeurs: z.array(id, { error: 'Les valeurs sont une liste d’identifiants.' }).max(200),
    publier: z.boolean({ error: 'publier vaut true ou false.' }).default(false),
    simuler: z.boolean().default(false),
  },
  { error: 'Le corps attendu\u00a0: { ids, champ, mode, valeurs, publier }.' },
)
export type DemandeEditionGroupee = z.infer<typeof demandeEditionGroupee>

export type BilanEdition = {
  selection: number
  modifies: number
  /** Drafts in the selection (never published, or unpublished): they stay drafts unless `publier`. */
  brouillons: number
  brouillonsPublies: number
  journalId: string | null
}

/** The relation after the change: added at the end without duplicates, removed, or replaced. */
export function nouvelleRelation(
  actuelle: unknown[],
  mode: DemandeEditionGroupee['mode'],
  valeurs: unknown[],
): unknown[] {
  const cles = new Set(valeurs.map(String))
  if (mode === 'remplacer') return valeurs
  if (mode === 'retirer') return actuelle.filter((v) => !cles.has(String(v)))
  const presentes = new Set(actuelle.map(String))
  return [...actuelle, ...valeurs.filter((v) => !presentes.has(String(v)))]
}

/** The chosen values, each checked to exist: a draft is saved without validation, so an unknown id
 *  would otherwise be stored. */
async function valeursExistantes(req: PayloadRequest, d: DemandeEditionGroupee) {
  const valeurs = [...new Set(d.valeurs.map(String))].map((v) => identifiant(req, v))
  if (valeurs.length === 0) return valeurs
  const { totalDocs } = await req.payload.count({
    collection: CHAMPS_RELATION[d.champ].collection,
    where: { id: { in: valeurs } },
    overrideAccess: true,
    req,
  })
  if (totalDocs !== valeurs.length)
    throw new APIError('Une des valeurs choisies n’existe plus\u00a0: rechargez la page.', 400, null, true)
  return valeurs
}

const libelleMode = { ajouter: 'ajout', retirer: 'retrait', remplacer: 'remplacement' } as const

/**
 * « Éditer la sélection » (docs/decisions/0170-edition-groupee-sans-dommage.md): adds, removes or
 * replaces relation values on the selected products, keeping each one's publication state unless
 * `publier`; journals the values before as a lot. `simuler` counts without writing.
 */
export async function editerSelection(req: PayloadRequest, d: DemandeEditionGroupee): Promise<BilanEdition> {
  const valeurs = await valeursExistantes(req, d)
  const produits = await lireProduits(req, d.ids)
  const avant: ValeursAvant[] = []
  const ecritures: { id: string; data: Record<string, unknown> }[] = []
  let brouillons = 0
  for (const p of produits) {
    const actuelle = ((p.dernier[d.champ] as unknown[] | null) ?? []).map((v) => identifiant(req, v))
    const apres = nouvelleRelation(actuelle, d.mode, valeurs)
    const publie = d.publier && !p.publie
    if (publie) brouillons++
    const change = JSON.stringify(apres.map(String)) !== JSON.stringify(actuelle.map(String))
    if (!change && !publie) continue
    avant.push({ id: p.id, valeurs: { [d.champ]: actuelle, ...(publie ? { _status: 'draft' } : {}) } })
    ecritures.push({ id: p.id, data: { [d.champ]: apres, ...(publie ? { _status: 'published' } : {}) } })
  }
  const bilan = {
    selection: produits.length,
    modifies: ecritures.length,
    brouillons: produits.filter((p) => !p.publie).length,
    brouillonsPublies: brouillons,
  }
  if (d.simuler || ecritures.length === 0) return { ...bilan, journalId: null }
  for (const e of ecritures) await ecrireSansPublier(req, 'produits', e.id, e.data)
  const champ = CHAMPS_RELATION[d.champ].label
  const journalId = await noterLot(req, {
    cible: 'produits',
    nature: 'edition-groupee',
    resume:
      `${champ}\u00a0: ${libelleMode[d.mode]} sur ${pluriel(ecritures.length, 'produit')}` +
      (brouillons ? `, ${pluriel(brouillons, 'brouillon publié', 'brouillons publiés')}` : ''),
    avant,
  })
  return { ...bilan, journalId }
}
