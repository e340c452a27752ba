/** Upload nodes of a Lexical value (an image placed in an article's body): the image they show once
 *  populated, and the media they name, populated or not. */

export type ImageRiche = { url: string; alt: string; width: number | null; height: number | null }

type NoeudTeleversement = { type?: unknown; relationTo?: unknown; value?: unknown; fields?: unknown }

const nombre = (v: unknown): number | null => (typeof v === 'number' && v > 0 ? v : null)

/**
 * The image an upload node shows, or null while its value is only an id (a read at depth 0) or is not
 * an image. Its text is the node's own alternative text if the editor wrote one, else the upload's.
 */
export function imageDuNoeud(node: NoeudTeleversement): ImageRiche | null {
  const media = node.value
  if (!media || typeof media !== 'object') return null
  const m = media as { url?: unknown; alt?: unknown; width?: unknown; height?: unknown; mimeType?: unknown }
  if (typeof m.url !== 'string' || !m.url) return null
  if (typeof m.mimeType === 'string' && !m.mimeType.startsWith('image/')) return null
  const propre = (node.fields as { alt?: unknown } | undefined)?.alt
  const alt = typeof propre === 'string' && propre.trim() ? propre : typeof m.alt === 'string' ? m.alt : ''
  return { url: m.url, alt: alt.trim(), width: nombre(m.width), height: nombre(m.height) }
}

/** The ids of the media placed in a Lexical value (upload nodes of `relationTo: 'media'`). */
export function mediasDuContenu(contenu: unknown): (string | number)[] {
  const ids: (string | number)[] = []
  const visiter = (n: unknown) => {
    if (!n || typeof n !== 'object') return
    const noeud = n as NoeudTeleversement & { children?: unknown; root?: unknown }
    if (noeud.type === 'upload' && noeud.relationTo === 'media') {
      const v = noeud.value
      const id = typeof v === 'object' && v ? (v as { id?: unknown }).id : v
      if (typeof id === 'string' || typeof id === 'number') ids.push(id)
    }
    if (noeud.root) visiter(noeud.root)
    if (Array.isArray(noeud.children)) noeud.children.forEach(visiter)
  }
  visiter(contenu)
  return ids
}
