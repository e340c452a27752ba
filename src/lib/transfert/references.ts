import type { FlattenedBlock, FlattenedField } from 'payload'

import type { Identifiants } from './identifiants'

type Donnees = Record<string, unknown>

const estObjet = (v: unknown): v is Donnees => v !== null && typeof v === 'object' && !Array.isArray(v)

/**
 * A document (or a version's content) with every reference rewritten to the target's ids: relationship
 * and upload fields (single, hasMany, polymorphic `{ relationTo, value }`), inside groups, named tabs,
 * arrays and blocks, and Lexical rich text (relationship and upload nodes, internal links). A reference
 * to a document gone from the source is dropped (null, or left out of a list). Join fields are virtual
 * and left out. Everything else is copied as it is, hidden fields included (users' hash and salt).
 */
export function reecrireDocument(
  fields: FlattenedField[],
  donnees: Donnees,
  ids: Identifiants,
  blocsGlobaux: FlattenedBlock[] = [],
): Donnees {
  const sortie: Donnees = { ...donnees }
  for (const field of fields) {
    if (!('name' in field) || !(field.name in donnees)) continue
    const valeur = donnees[field.name]
    switch (field.type) {
      case 'join':
        delete sortie[field.name]
        break
      case 'relationship':
      case 'upload':
        sortie[field.name] = reecrireRelation(field.relationTo, valeur, ids)
        break
      case 'group':
      case 'tab':
        if (estObjet(valeur))
          sortie[field.name] = reecrireDocument(field.flattenedFields, valeur, ids, blocsGlobaux)
        break
      case 'array':
        if (Array.isArray(valeur))
          sortie[field.name] = valeur.map((ligne) =>
            estObjet(ligne) ? reecrireDocument(field.flattenedFields, ligne, ids, blocsGlobaux) : ligne,
          )
        break
      case 'blocks':
        if (Array.isArray(valeur))
          sortie[field.name] = valeur.map((ligne) => {
            if (!estObjet(ligne)) return ligne
            const bloc = [...(field.blockReferences ?? field.blocks), ...blocsGlobaux].find(
              (b): b is FlattenedBlock => typeof b !== 'string' && b.slug === ligne.blockType,
            )
            return bloc ? reecrireDocument(bloc.flattenedFields, ligne, ids, blocsGlobaux) : ligne
          })
        break
      case 'richText':
        sortie[field.name] = reecrireRichText(valeur, ids)
        break
    }
  }
  return sortie
}

function reecrireRelation(relationTo: string | string[], valeur: unknown, ids: Identifiants): unknown {
  if (valeur === null || valeur === undefined) return valeur
  const une = (v: unknown): unknown => {
    if (Array.isArray(relationTo)) {
      // Polymorphic: `{ relationTo, value }`.
      if (!estObjet(v) || typeof v.relationTo !== 'string') return undefined
      const cible = ids.cible(v.relationTo, v.value)
      return cible === undefined ? undefined : { relationTo: v.relationTo, value: cible }
    }
    return ids.cible(relationTo, v)
  }
  if (Array.isArray(valeur)) return valeur.map(une).filter((v) => v !== undefined)
  return une(valeur) ?? null
}

/** Lexical's JSON, walked whole: any node naming a collection in `relationTo` with a `value` (the
 *  relationship and upload nodes, a link's `fields.doc`) points at a document. */
export function reecrireRichText(valeur: unknown, ids: Identifiants): unknown {
  if (Array.isArray(valeur)) return valeur.map((v) => reecrireRichText(v, ids))
  if (!estObjet(valeur)) return valeur
  const sortie: Donnees = {}
  for (const [cle, v] of Object.entries(valeur)) sortie[cle] = reecrireRichText(v, ids)
  if (typeof sortie.relationTo === 'string' && 'value' in sortie && ids.connait(sortie.relationTo))
    sortie.value = ids.cible(sortie.relationTo, sortie.value) ?? null
  return sortie
}
