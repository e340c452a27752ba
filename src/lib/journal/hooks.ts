import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'

import { type Ecart, ecarts } from './ecarts'

/** What the trail follows: orders, products, accounts, settings. */
const SUIVIS = new Set(['commandes', 'produits', 'users', 'reglages'])

type Cible = 'commandes' | 'produits' | 'users' | 'reglages'
/** What staff did: a document's change, or an action on an order that no form edits (Law III, item 7). */
type Action = 'creation' | 'modification' | 'suppression' | 'remboursement' | 'decision-retractation'

/** Staff's changes only: the shop's own writes (webhook, scheduler) have no user. */
export async function noter(
  req: PayloadRequest,
  cible: Cible,
  cibleId: string | null,
  action: Action,
  changements: Ecart[],
  titre: string | null,
): Promise<void> {
  const user = req.user as { id?: number | string; email?: string; collection?: string } | null
  if (!user || (action === 'modification' && changements.length === 0)) return
  await req.payload.create({
    collection: 'journal',
    data: {
      auteur: user.email ?? `${user.collection} ${user.id}`,
      auteurId: user.id === undefined ? null : String(user.id),
      cible,
      cibleId,
      action,
      resume: [titre, changements.map((e) => e.champ).join(', ')].filter(Boolean).join(' — ').slice(0, 500),
      changements,
      le: new Date().toISOString(),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

const titreDe = (doc: Record<string, unknown>): string | null =>
  ['numero', 'titre', 'email', 'slug'].map((k) => doc[k]).find((v): v is string => typeof v === 'string') ??
  null

/** Join fields are read from other collections, not stored: an order's credit notes are not its data. */
const joints = (collection: { fields: ReadonlyArray<{ type: string; name?: string }> }): Set<string> =>
  new Set(collection.fields.filter((f) => f.type === 'join' && f.name).map((f) => f.name as string))

const apresChangement: CollectionAfterChangeHook = async ({
  collection,
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const avant = operation === 'create' ? null : (previousDoc as Record<string, unknown>)
  await noter(
    req,
    collection.slug as Cible,
    String(doc.id),
    operation === 'create' ? 'creation' : 'modification',
    ecarts(avant, doc, joints(collection)),
    titreDe(doc),
  )
  return doc
}

const apresSuppression: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  await noter(
    req,
    collection.slug as Cible,
    String(doc.id),
    'suppression',
    ecarts(doc, null, joints(collection)),
    titreDe(doc),
  )
  return doc
}

const reglagesChanges: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  await noter(req, 'reglages', null, 'modification', ecarts(previousDoc, doc), 'Réglages')
  return doc
}

/** Adds the trail's hooks to an audited collection (src/collections/index.ts). */
export function avecJournal(config: CollectionConfig): CollectionConfig {
  if (!SUIVIS.has(config.slug)) return config
  return {
    ...config,
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), apresChangement],
      afterDelete: [...(config.hooks?.afterDelete ?? []), apresSuppression],
    },
  }
}

export function globalAvecJournal(config: GlobalConfig): GlobalConfig {
  if (!SUIVIS.has(config.slug)) return config
  return {
    ...config,
    hooks: { ...config.hooks, afterChange: [...(config.hooks?.afterChange ?? []), reglagesChanges] },
  }
}
