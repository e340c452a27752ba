import type { Field } from 'payload'

import { dateSysteme } from './dateSysteme'

/** Set by an erasure request on an order the law requires to keep (it has an invoice): kept for the
 *  accounting periods, used for nothing else (src/lib/donnees/effacement.ts). */
export const restriction: Field[] = [
  {
    name: 'donneesRestreintes',
    type: 'checkbox',
    label: 'Données restreintes',
    defaultValue: false,
    access: { create: () => false, update: () => false },
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: 'Effacement demandé par le client\u00a0: conservée pour la comptabilité seulement.',
      condition: (data) => Boolean(data?.donneesRestreintes),
    },
  },
  dateSysteme('restreinteLe', 'Restreinte le'),
]
