import type { FlattenedBlock, FlattenedField } from 'payload'

import type { IdMap } from './ids'

type Data = Record<string, unknown>

const isObject = (v: unknown): v is Data => v !== null && typeof v === 'object' && !Array.isArray(v)

/**
 * A document (or a version's content) with every reference rewritten to the target's ids: relationship
 * and upload fields (single, hasMany, polymorphic `{ relationTo, value }`), inside groups, named tabs,
 * arrays and blocks, and Lexical rich text (relationship and upload nodes, internal links). A reference
 * to a document gone from the source is dropped (null, or left out of a list). Join fields are virtual
 * and left out. Everything else is copied as it is, hidden fields included (users' hash and salt).
 */
export function rewriteDocument(
  fields: FlattenedField[],
  data: Data,
  ids: IdMap,
  globalBlocks: FlattenedBlock[] = [],
): Data {
  const output: Data = { ...data }
  for (const field of fields) {
    if (!('name' in field) || !(field.name in data)) continue
    const value = data[field.name]
    switch (field.type) {
      case 'join':
        delete output[field.name]
        break
      case 'relationship':
      case 'upload':
        output[field.name] = rewriteRelation(field.relationTo, value, ids)
        break
      case 'group':
      case 'tab':
        if (isObject(value))
          output[field.name] = rewriteDocument(field.flattenedFields, value, ids, globalBlocks)
        break
      case 'array':
        if (Array.isArray(value))
          output[field.name] = value.map((row) =>
            isObject(row) ? rewriteDocument(field.flattenedFields, row, ids, globalBlocks) : row,
          )
        break
      case 'blocks':
        if (Array.isArray(value))
          output[field.name] = value.map((row) => {
            if (!isObject(row)) return row
            const block = [...(field.blockReferences ?? field.blocks), ...globalBlocks].find(
              (b): b is FlattenedBlock => typeof b !== 'string' && b.slug === row.blockType,
            )
            return block ? rewriteDocument(block.flattenedFields, row, ids, globalBlocks) : row
          })
        break
      case 'richText':
        output[field.name] = rewriteRichText(value, ids)
        break
    }
  }
  return output
}

function rewriteRelation(relationTo: string | string[], value: unknown, ids: IdMap): unknown {
  if (value === null || value === undefined) return value
  const rewriteOne = (v: unknown): unknown => {
    if (Array.isArray(relationTo)) {
      // Polymorphic: `{ relationTo, value }`.
      if (!isObject(v) || typeof v.relationTo !== 'string') return undefined
      const target = ids.target(v.relationTo, v.value)
      return target === undefined ? undefined : { relationTo: v.relationTo, value: target }
    }
    return ids.target(relationTo, v)
  }
  if (Array.isArray(value)) return value.map(rewriteOne).filter((v) => v !== undefined)
  return rewriteOne(value) ?? null
}

/** Lexical's JSON, walked whole: any node naming a collection in `relationTo` with a `value` (the
 *  relationship and upload nodes, a link's `fields.doc`) points at a document. */
export function rewriteRichText(value: unknown, ids: IdMap): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRichText(v, ids))
  if (!isObject(value)) return value
  const output: Data = {}
  for (const [key, v] of Object.entries(value)) output[key] = rewriteRichText(v, ids)
  if (typeof output.relationTo === 'string' && 'value' in output && ids.knows(output.relationTo))
    output.value = ids.target(output.relationTo, output.value) ?? null
  return output
}
