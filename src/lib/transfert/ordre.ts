import type { FlattenedField, SanitizedCollectionConfig, SanitizedConfig } from 'payload'

/** Not copied. Editing locks last as long as an open editor in the admin: copied, they would lock
 *  documents for sessions that do not exist on the target. Migrations are each database's own record of
 *  its schema: a SQLite target has the committed ones applied before the copy, MongoDB needs none. */
export const NON_COPIEES: Record<string, string> = {
  'payload-locked-documents': 'verrous d’édition, propres aux sessions ouvertes',
  'payload-migrations': 'propres à chaque base',
}

function cibles(fields: FlattenedField[], into: Set<string>): Set<string> {
  for (const f of fields) {
    if (f.type === 'relationship' || f.type === 'upload')
      for (const r of Array.isArray(f.relationTo) ? f.relationTo : [f.relationTo]) into.add(r)
    if ('flattenedFields' in f) cibles(f.flattenedFields, into)
    if (f.type === 'blocks')
      for (const b of f.blockReferences ?? f.blocks)
        if (typeof b !== 'string') cibles(b.flattenedFields, into)
  }
  return into
}

/** The collections to copy, each after the ones it points at (an upload before the products using
 *  it), so that a database checking its foreign keys never sees a reference ahead of its document. */
export function collectionsACopier(config: SanitizedConfig): SanitizedCollectionConfig[] {
  const restantes = config.collections.filter((c) => !(c.slug in NON_COPIEES))
  const parSlug = new Map<string, SanitizedCollectionConfig>(restantes.map((c) => [c.slug, c]))
  const ordre: SanitizedCollectionConfig[] = []
  const etat = new Map<string, 'en-cours' | 'fait'>()
  const visiter = (c: SanitizedCollectionConfig) => {
    if (etat.has(c.slug)) return // a cycle is broken where it is met; ids are decided beforehand anyway
    etat.set(c.slug, 'en-cours')
    for (const slug of cibles(c.flattenedFields, new Set()))
      if (slug !== c.slug && parSlug.has(slug)) visiter(parSlug.get(slug)!)
    etat.set(c.slug, 'fait')
    ordre.push(c)
  }
  for (const c of restantes) visiter(c)
  return ordre
}
