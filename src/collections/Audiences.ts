import { taxonomy } from './taxonomy'

export const Audiences = taxonomy({
  slug: 'audiences',
  singular: 'Audience',
  plural: 'Audiences',
  fields: [
    { name: 'description', type: 'textarea', label: 'Description' },
    { name: 'image', type: 'upload', relationTo: 'media', label: 'Image' },
  ],
})
