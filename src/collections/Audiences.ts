import { presentationFields, taxonomy } from './taxonomy'

export const Audiences = taxonomy({
  slug: 'audiences',
  singular: 'Audience',
  plural: 'Audiences',
  fields: presentationFields,
})
