import type { Tab } from 'payload'

import { adminsField } from '@/access/admins'

/**
 * The « Sauvegardes » tab of the Réglages: when the automatic backup runs (hour, Paris time) and how
 * many archives are kept (src/lib/sauvegarde/retention.ts). Admins only: the global itself is public.
 */
export const ongletSauvegardes: Tab = {
  label: 'Sauvegardes',
  fields: [
    {
      name: 'sauvegardes',
      type: 'group',
      label: 'Sauvegardes automatiques',
      access: { read: adminsField, update: adminsField },
      admin: {
        description:
          'Une archive de la base, des factures, des fichiers d’impression et des médias, chaque jour à l’heure choisie (voir /admin/sauvegardes).',
      },
      fields: [
        { name: 'actives', type: 'checkbox', label: 'Sauvegarder chaque jour', defaultValue: true },
        {
          name: 'heure',
          type: 'number',
          label: 'Heure de la sauvegarde (heure de Paris, 0 à 23)',
          defaultValue: 3,
          min: 0,
          max: 23,
          admin: { step: 1 },
        },
        {
          name: 'quotidiennes',
          type: 'number',
          label: 'Archives quotidiennes gardées',
          defaultValue: 7,
          min: 1,
          max: 365,
        },
        {
          name: 'hebdomadaires',
          type: 'number',
          label: 'Archives hebdomadaires gardées',
          defaultValue: 4,
          min: 0,
          max: 520,
        },
        {
          name: 'mensuelles',
          type: 'number',
          label: 'Archives mensuelles gardées',
          defaultValue: 12,
          min: 0,
          max: 240,
        },
      ],
    },
  ],
}
