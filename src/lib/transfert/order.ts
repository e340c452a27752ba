import type { FlattenedField, SanitizedCollectionConfig, SanitizedConfig } from 'payload'

/** Not copied. Editing locks last as long as an open editor in the admin: copied, they would lock
 *  documents for sessions that do not exist on the target. Migrations are each database's own record of
 *  its schema: a SQLite target has the committed ones applied before the copy, MongoDB needs none. */
export const NOT_COPIED: Record<string, string> = {
  'payload-locked-documents': 'verrous d’édition, propres aux sessions ouvertes',
  'payload-migrations': 'propres à chaque base',
}

function referencedSlugs(fields: FlattenedField[], into: Set<string>): Set<string> {
  for (const f of fields) {
    if (f.type === 'relationship' || f.type === 'upload')
      for (const r of Array.isArray(f.relationTo) ? f.relationTo : [f.relationTo]) into.add(r)
    if ('flattenedFields' in f) referencedSlugs(f.flattenedFields, into)
    if (f.type === 'blocks')
      for (const b of f.blockReferences ?? f.blocks)
        if (typeof b !== 'string') referencedSlugs(b.flattenedFields, into)
  }
  return into
}

/** The collections to copy, each after the ones it points at (an upload before the products using
 *  it), so that a database checking its foreign keys never sees a reference ahead of its document. */
export function collectionsToCopy(config: SanitizedConfig): SanitizedCollectionConfig[] {
  const remaining = config.collections.filter((c) => !(c.slug in NOT_COPIED))
  const bySlug = new Map<string, SanitizedCollectionConfig>(remaining.map((c) => [c.slug, c]))
  const order: SanitizedCollectionConfig[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (c: SanitizedCollectionConfig) => {
    if (state.has(c.slug)) return // a cycle is broken where it is met; ids are decided beforehand anyway
    state.set(c.slug, 'visiting')
    for (const slug of referencedSlugs(c.flattenedFields, new Set()))
      if (slug !== c.slug && bySlug.has(slug)) visit(bySlug.get(slug)!)
    state.set(c.slug, 'done')
    order.push(c)
  }
  for (const c of remaining) visit(c)
  return order
}
