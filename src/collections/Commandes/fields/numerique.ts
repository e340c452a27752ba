import type { Field } from 'payload'

import { systemOnly } from '@/access/systemOnly'
import { DATE_HEURE } from '@/fields/dateHeure'

const lectureSeule = { readOnly: true, date: DATE_HEURE } as const

// The proof the digital-file exclusion from withdrawal rests on (L221-28 13°, docs/decisions/0132):
// written by the checkout and the download endpoint only, never by a form or a REST call.
export const numerique: Field[] = [
  {
    name: 'consentementNumerique',
    type: 'group',
    label: 'Fichiers numériques\u00a0: consentement et renonciation',
    access: systemOnly,
    admin: {
      condition: (data) => Boolean(data?.consentementNumerique?.le),
      description:
        'Les deux cases cochées par le client avant le paiement, telles qu’elles étaient formulées, et l’heure du serveur.',
    },
    fields: [
      { name: 'le', type: 'date', label: 'Le', access: systemOnly, admin: lectureSeule },
      {
        name: 'texte',
        type: 'textarea',
        label: 'Texte affiché',
        access: systemOnly,
        admin: { readOnly: true },
      },
    ],
  },
  {
    // One row per file, at its first download; the address only as a keyed hash (src/lib/commande/premierTelechargement.ts).
    name: 'premiersTelechargements',
    type: 'array',
    label: 'Premiers téléchargements',
    labels: { singular: 'Téléchargement', plural: 'Téléchargements' },
    access: systemOnly,
    admin: { readOnly: true, condition: (data) => Boolean(data?.premiersTelechargements?.length) },
    fields: [
      { name: 'slug', type: 'text', label: 'Fichier', required: true, access: systemOnly },
      { name: 'le', type: 'date', label: 'Le', required: true, access: systemOnly, admin: lectureSeule },
      {
        name: 'empreinteAdresse',
        type: 'text',
        label: 'Empreinte de l’adresse (HMAC)',
        access: systemOnly,
      },
    ],
  },
]
