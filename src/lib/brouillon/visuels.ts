import { lireProduitImage } from '@/lib/catalogue'

import { lecteurDuBrouillon } from './lecteur'

/** Where the product page takes its scenes: the public image routes (`site`), the staff's preview route
 *  drawing the draft (`apercu`), or nowhere yet (null: a draft without an artwork, placeholders). */
export type SourceVisuels = 'site' | 'apercu' | null

/**
 * Out of the draft preview the page only shows published products: the public routes, with no query (the
 * page stays static). In a staff member's preview, the latest draft's own scenes, from its own artwork
 * (the public routes serve published products only, since their answers are cached publicly for a year —
 * a draft image must never land in such a cache): /api/apercu/mises-en-scene, private and never cached.
 */
export async function visuelsServis(slug: string): Promise<SourceVisuels> {
  const lecteur = await lecteurDuBrouillon()
  if (!lecteur) return 'site'
  const doc = await lireProduitImage(lecteur.payload, slug, lecteur)
  const illustration = doc?.illustration
  return illustration && typeof illustration === 'object' && illustration.filename ? 'apercu' : null
}
