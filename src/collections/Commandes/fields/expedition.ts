import type { Field } from 'payload'

import { nettoyerNumeroSuivi, validerNumeroSuivi } from '@/lib/commande/expedition'
import { OPTIONS_TRANSPORTEUR } from '@/lib/commande/transporteurs'

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
]
