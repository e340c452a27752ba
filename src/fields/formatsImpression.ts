import { ValidationError, type ArrayField, type FieldHook, type PayloadRequest, type Tab } from 'payload'

import { champEuros } from '@/fields/euros'
import {
  CLASSES_EXPEDITION,
  codeDesReglages,
  FORMATS_PAR_DEFAUT,
  lireFormatsBoutique,
  messageFormatInconnu,
} from '@/lib/catalogue'

const PRIX_MAX = 10_000_000
const CODE = /^[A-Za-z0-9-]{1,20}$/

/** « Formats d'impression » in the Réglages (docs/decisions/0135-formats-d-impression.md): the shop's
 *  range of print sizes, and the shipping price of each parcel class (carton plat is `fraisDePort`). */
export const ongletFormats: Tab = {
  label: 'Formats d’impression',
  fields: [
    {
      name: 'formatsImpression',
      type: 'array',
      label: 'Formats d’impression',
      labels: { singular: 'Format', plural: 'Formats' },
      defaultValue: FORMATS_PAR_DEFAUT,
      admin: {
        description:
          'Le format coché « par défaut » est vendu au prix du produit ; les autres à leur prix, ou au prix du produit multiplié par leur facteur (arrondi au centime).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'code',
              type: 'text',
              label: 'Code',
              required: true,
              validate: (v: unknown) =>
                typeof v === 'string' && CODE.test(v) ? true : 'Lettres, chiffres et tirets (20 au plus).',
            },
            { name: 'libelle', type: 'text', label: 'Libellé', required: true, maxLength: 40 },
            { name: 'papier', type: 'text', label: 'Papier', required: true, maxLength: 80 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'largeurCm', type: 'number', label: 'Largeur (cm)', required: true, min: 1, max: 300 },
            { name: 'hauteurCm', type: 'number', label: 'Hauteur (cm)', required: true, min: 1, max: 300 },
            champEuros({ name: 'prix', label: 'Prix fixe', min: 1, max: PRIX_MAX }),
            { name: 'facteur', type: 'number', label: 'ou facteur du prix', min: 0.1, max: 20 },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'classeExpedition',
              type: 'select',
              label: 'Expédition',
              required: true,
              defaultValue: 'carton-plat',
              options: [...CLASSES_EXPEDITION],
            },
            { name: 'actif', type: 'checkbox', label: 'Actif', defaultValue: true },
            { name: 'parDefaut', type: 'checkbox', label: 'Par défaut', defaultValue: false },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          ...champEuros({ name: 'fraisDePortEnveloppe', label: 'Port en enveloppe', min: 0, max: 1_000_000 }),
          defaultValue: 290,
        },
        {
          ...champEuros({ name: 'fraisDePortTube', label: 'Port en tube', min: 0, max: 1_000_000 }),
          defaultValue: 890,
        },
      ],
    },
  ],
}

/**
 * A product's format code is one of the settings' list, drafts included (a draft skips `validate`, and
 * « a2 » used to be kept there, then dropped silently by the preview): written in another case it is
 * the settings' code (« a2 » → « A2 »), unknown it is refused with the list of valid codes.
 */
const codeConnu: FieldHook = async ({ value, req, path }) => {
  if (typeof value !== 'string' || !value) return value
  const formats = await lireFormatsBoutique(req.payload)
  const code = codeDesReglages(value, formats)
  if (code) return code
  const message = messageFormatInconnu(value, formats)
  const error = new ValidationError({ errors: [{ message, path: path.join('.') }] })
  error.message = message
  throw error
}

/** The product's own choice among the shop's formats, with optional prices. */
export const champFormatsProduit: ArrayField = {
  name: 'formats',
  type: 'array',
  label: 'Formats proposés',
  labels: { singular: 'Format', plural: 'Formats' },
  admin: {
    condition: (_, sibling) => sibling?.livraison === 'imprime',
    description:
      'Vide : tous les formats actifs des réglages. Le format par défaut est vendu au prix du produit ; un prix ici remplace celui des réglages.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          label: 'Format',
          required: true,
          hooks: { beforeValidate: [codeConnu] },
          validate: async (v: unknown, { req }: { req: PayloadRequest }) => {
            if (typeof v !== 'string' || !v) return 'Choisissez un format des réglages.'
            const formats = await lireFormatsBoutique(req.payload)
            return formats.some((f) => f.code === v) ? true : messageFormatInconnu(v, formats)
          },
          // A list of the settings' formats, never a code typed by hand.
          admin: { components: { Field: '/admin/fields/ChoixFormatImpression#ChoixFormatImpression' } },
        },
        champEuros({ name: 'prix', label: 'Prix pour ce produit', min: 1, max: PRIX_MAX }),
      ],
    },
  ],
}
