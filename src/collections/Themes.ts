import { taxonomy } from './taxonomy'

export const Themes = taxonomy({
  slug: 'themes',
  singular: 'Thème de couleur',
  plural: 'Thèmes de couleur',
  fields: [
    {
      name: 'couleur',
      type: 'text',
      label: 'Couleur (hexadécimal)',
      required: true,
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value)
          ? true
          : 'Indiquez une couleur au format #RRGGBB.',
    },
  ],
})
