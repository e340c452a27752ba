import type { DateField } from 'payload'

import { systemOnly } from '@/access/systemOnly'
import { DATE_HEURE } from '@/fields/dateHeure'

/** A date the system writes once (payment, shipping, refund, credit note): read-only in the sidebar,
 *  shown once set. */
export const dateSysteme = (name: string, label: string): DateField => ({
  name,
  type: 'date',
  label,
  access: systemOnly,
  admin: {
    readOnly: true,
    position: 'sidebar',
    date: DATE_HEURE,
    condition: (data: Record<string, unknown> | undefined) => Boolean(data?.[name]),
  },
})
