/** Single-segment GET paths of Payload's own API under /api/produits, with the built-in endpoint that
 *  serves each: the words count, versions and access, and document ids (SQLite integer or MongoDB
 *  ObjectId), as Payload's router takes them. */
const MOTS: Record<string, string> = {
  count: '/count',
  versions: '/versions',
  access: '/access/:id?',
}

const estId = (value: string) => /^\d+$/.test(value) || /^[a-f0-9]{24}$/.test(value)

/** Payload's endpoint for this segment, or null when it is a product's slug. */
export function motPayload(segment: string): { chemin: string; params: Record<string, string> } | null {
  if (Object.hasOwn(MOTS, segment)) return { chemin: MOTS[segment], params: {} }
  if (estId(segment)) return { chemin: '/:id', params: { id: segment } }
  return null
}
