/** Where the product page takes its scenes: the public image routes (`site`), the staff's preview route
 *  drawing the draft (`apercu`), or nowhere yet (null: a draft without an artwork, placeholders). Read by
 *  lireVisuels (src/lib/data/prive/apercu.ts). */
export type SourceVisuels = 'site' | 'apercu' | null
