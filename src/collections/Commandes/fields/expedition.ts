import type { Field } from 'payload'

import { DATE } from '@/fields/dateHeure'

import { nettoyerNumeroSuivi, OPTIONS_TRANSPORTEUR, validerNumeroSuivi } from '@/lib/commande'

import { dateSysteme } from './dateSysteme'

// Expédition: staff fill these when the parcel leaves (src/lib/commande/expedition.ts).
export const expedition: Field[] = [
  {
    name: 'transporteur',
    type: 'select',
    label: 'Transporteur',
    options: OPTIONS_TRANSPORTEUR,
    admin: { position: 'sidebar' },
  },
  {
    name: 'numeroSuivi',
    type: 'text',
    label: 'Numéro de suivi',
    maxLength: 40,
    hooks: { beforeValidate: [nettoyerNumeroSuivi] },
    validate: validerNumeroSuivi,
    admin: { position: 'sidebar' },
  },
  // Dated once by the hook that checks the move to « Expédiée », never by hand.
  dateSysteme('expedieeLe', 'Expédiée le'),
  {
    // « Marquer livrée » (src/lib/commande/livree.ts), the one way the date is set from the admin.
    name: 'marquerLivree',
    type: 'ui',
    label: 'Marquer livrée',
    admin: {
      position: 'sidebar',
      components: { Field: '/admin/components/MarquerLivree#ChampMarquerLivree' },
    },
  },
  {
    // The withdrawal period runs from this day; unknown, from shipping plus the zone's margin
    // (src/lib/commande/retractation/delai.ts).
    name: 'livreeLe',
    type: 'date',
    label: 'Livrée le',
    admin: {
      position: 'sidebar',
      readOnly: true,
      date: DATE,
      description:
        'Jour de réception du colis par le client, noté par «\u00a0Marquer livrée\u00a0». Le délai de rétractation de 14\u00a0jours court à partir de ce jour.',
      condition: (data) => Boolean(data?.expedieeLe || data?.livreeLe),
    },
  },
]
