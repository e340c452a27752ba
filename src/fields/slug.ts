import type { Field, FieldHook, TextFieldSingleValidation } from 'payload'

import { SLUG_MAX, SLUG_PATTERN, toSlug } from '@/lib/catalogue'

type Options = {
  /** Field whose value fills an empty slug. */
  from: string
  /** Slugs refused for this collection, with the reason shown to the editor. */
  reserved?: readonly string[]
}

const fillFrom =
  (from: string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim() !== '') return toSlug(value)
    const source = data?.[from] ?? originalDoc?.[from]
    return typeof source === 'string' && source.trim() !== '' ? toSlug(source) : value
  }

export function slugField({ from, reserved = [] }: Options): Field {
  const validate: TextFieldSingleValidation = (value, { data }) => {
    if (!value) {
      // The beforeValidate hook fills it from the source field on save.
      const source = (data as Record<string, unknown> | undefined)?.[from]
      if (typeof source === 'string' && toSlug(source) !== '') return true
      return 'Le slug est obligatoire (il est déduit du titre si vous le laissez vide).'
    }
    if (value.length > SLUG_MAX) return `Le slug fait au plus ${SLUG_MAX} caractères.`
    if (!SLUG_PATTERN.test(value)) {
      return 'Le slug ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets.'
    }
    if (reserved.includes(value)) {
      return `« ${value} » est réservé aux listes du site (${reserved.join(', ')}) : choisissez un autre slug.`
    }
    return true
  }
  return {
    name: 'slug',
    type: 'text',
    label: 'Slug (adresse)',
    index: true,
    unique: true,
    validate,
    hooks: { beforeValidate: [fillFrom(from)] },
    admin: {
      position: 'sidebar',
      description:
        'Laissez vide pour le déduire du titre. Minuscules, sans accent, mots séparés par des tirets.',
    },
  }
}
