import 'server-only'

import { lecteurDuBrouillon, type SourceVisuels } from '@/lib/brouillon'
import { lireProduitImage } from '@/lib/catalogue'

// A staff member's draft preview: read for each request and never cached, like the other per-visitor
// reads here (a draft image must never land in a shared cache).

/**
 * Where the product page takes its scenes. Out of the draft preview, the public image routes, with no
 * query (the page stays static). In a staff member's preview, the latest draft's own scenes, from its own
 * artwork, through /api/apercu/mises-en-scene (private, never cached), or null for a draft without an
 * artwork (placeholders).
 */
export async function lireVisuels(slug: string): Promise<SourceVisuels> {
  const lecteur = await lecteurDuBrouillon()
  if (!lecteur) return 'site'
  const doc = await lireProduitImage(lecteur.payload, slug, lecteur)
  const illustration = doc?.illustration
  return illustration && typeof illustration === 'object' && illustration.filename ? 'apercu' : null
}
