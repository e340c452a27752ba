import type { AdminViewServerProps } from 'payload'

import { TaxonomieDetail, TaxonomieListe } from './taxonomie'

/** /admin/collections, rewritten to /admin/collections-affiches by app/(payload)/admin/collections/page.tsx. */
export const CollectionsView = (props: AdminViewServerProps) => (
  <TaxonomieListe view={props} collection="collections" />
)

/** /admin/collections/{slug} for a poster collection: reached through the Next page at
 *  app/(payload)/admin/collections/[slug], which rewrites it to /admin/collections-affiches/{slug}. */
export const CollectionView = (props: AdminViewServerProps) => (
  <TaxonomieDetail view={props} collection="collections" slug={String(props.params?.segments?.[1] ?? '')} />
)
