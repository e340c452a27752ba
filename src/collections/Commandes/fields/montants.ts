import type { Field, NumberField } from 'payload'

import { systemOnly } from '@/access/systemOnly'

/** Shown in euros by the order page (FicheCommande) and the list (its cell), never as raw cents. */
export const enEuros = {
  Field: '/admin/fields/Invisible#Invisible',
  Cell: '/admin/fields/CelluleEuros#CelluleEuros',
}

/** An amount in cents, computed by the checkout and shown read-only. */
const euros = (name: string, label: string): NumberField => ({
  name,
  type: 'number',
  label,
  required: true,
  min: 0,
  admin: { readOnly: true, components: enEuros },
})

/** Sub-total, shipping, total, the discount Stripe applied and the currency. */
export const montants: Field[] = [
  {
    type: 'row',
    fields: [
      euros('sousTotal', 'Sous-total'),
      euros('fraisDePort', 'Frais de port'),
      euros('total', 'Total'),
    ],
  },
  // Recorded by the webhook from what Stripe actually charged (promotion code entered on its page);
  // `total` is then the amount paid.
  {
    type: 'row',
    fields: [
      {
        name: 'remise',
        type: 'number',
        label: 'Remise',
        min: 0,
        defaultValue: 0,
        access: systemOnly,
        admin: { readOnly: true, components: enEuros },
      },
      {
        name: 'codePromo',
        type: 'text',
        label: 'Code promo',
        access: systemOnly,
        admin: { readOnly: true, components: { Field: '/admin/fields/Invisible#Invisible' } },
      },
    ],
  },
  {
    name: 'devise',
    type: 'text',
    label: 'Devise',
    defaultValue: 'eur',
    required: true,
    admin: { readOnly: true, hidden: true },
  },
]
