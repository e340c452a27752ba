import type { NumberField } from 'payload'

import { MARQUE_CENTIMES } from '@/hooks/centimesEntiers'
import { validerEuros } from '@/lib/format'

type Options = {
  name: string
  label: string
  min: number
  max: number
  required?: boolean
  description?: string
}

/**
 * An amount stored in integer cents (as before: no migration, existing data unchanged) that editors
 * read and type in euros, « 12,00 € » (src/admin/fields/ChampEuros.tsx; the list shows « 12,00 € » too).
 * The server validates with the same French messages. `min` and `max` are in cents. Its mark makes
 * src/hooks/centimesEntiers.ts refuse a value sent as a string (collections/index.ts, globals/index.ts).
 */
export function champEuros({ name, label, min, max, required = false, description }: Options): NumberField {
  const bornes = { min, max, requis: required }
  return {
    name,
    type: 'number',
    label,
    required,
    min,
    max,
    // Bounded: an integer past 2^53 stored by SQLite could no longer be read back, and every list failed.
    validate: (value: unknown) => validerEuros(value, bornes),
    custom: { [MARQUE_CENTIMES]: true },
    admin: {
      description,
      components: {
        Field: { path: '/admin/fields/ChampEuros#ChampEuros', clientProps: bornes },
        Cell: '/admin/fields/CelluleEuros#CelluleEuros',
      },
    },
  }
}
