import { presentationFields, taxonomy } from './taxonomy'

/** Poster collections (citations, définitions…), not to be confused with Payload's own collections. */
export const Collections = taxonomy({
  slug: 'collections',
  singular: 'Collection d’affiches',
  plural: 'Collections d’affiches',
  fields: presentationFields,
})
