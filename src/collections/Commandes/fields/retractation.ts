import type { Field } from 'payload'

import { systemOnly } from '@/access/systemOnly'
import { dateHeure } from '@/lib/format'

import { dateSysteme } from './dateSysteme'

type LigneRetractee = { slug?: unknown; titre?: unknown; recueLe?: unknown; horsDelai?: unknown }

const date = dateSysteme('retracteeLe', 'Rétractée le')

// Rétractation: recorded only by the online withdrawal function (src/lib/retractation/retractation.ts),
// never typed by hand. Staff refund with « Rembourser » once the items are back.
export const retractation: Field[] = [
  {
    ...date,
    index: true,
    admin: {
      ...date.admin,
      description:
        'Dernière rétractation en ligne du client\u00a0; il a reçu un accusé de réception. Remboursez avec «\u00a0Rembourser\u00a0» au retour des articles, au plus tard 14\u00a0jours après cette date.',
    },
  },
  {
    // One record per withdrawn line (src/lib/commande/retractation/delai.ts, LigneRetractee): the line, when the
    // statement came, whether it was late and the owner's answer then.
    name: 'lignesRetractees',
    type: 'json',
    access: systemOnly,
    admin: { hidden: true },
  },
  {
    // How many statements the order received: the compare-and-set that orders them.
    name: 'declarationsRetractation',
    type: 'number',
    access: systemOnly,
    admin: { hidden: true },
  },
  {
    name: 'articlesRetractes',
    type: 'textarea',
    label: 'Articles concernés par la rétractation',
    virtual: true,
    access: systemOnly,
    admin: {
      readOnly: true,
      position: 'sidebar',
      condition: (data) => Boolean(data?.retracteeLe),
    },
    hooks: {
      afterRead: [
        ({ siblingData }) =>
          Array.isArray(siblingData?.lignesRetractees)
            ? (siblingData.lignesRetractees as LigneRetractee[])
                .map(
                  (l) =>
                    `• ${String(l.titre ?? l.slug ?? '')}${l.recueLe ? ` (${dateHeure(String(l.recueLe))})` : ''}${l.horsDelai ? ' — hors délai' : ''}`,
                )
                .join('\n')
            : undefined,
      ],
    },
  },
]
