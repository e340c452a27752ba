import type { CollectionAdminOptions } from 'payload'

/** `admin.preview` of a public collection: Payload's "Aperçu" button opens the document's public page
 *  ("voir sur le site"); null until the document has a slug. */
export const voirSurLeSite =
  (prefix: string): NonNullable<CollectionAdminOptions['preview']> =>
  (doc) =>
    typeof doc?.slug === 'string' && doc.slug ? `${prefix}${doc.slug}` : null
