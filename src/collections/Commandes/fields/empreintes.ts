import type { TextField } from 'payload'

import { systemOnly } from '@/access/systemOnly'

/** Where an issued document is stored and the sha256 of its bytes (src/lib/facture/emission.ts): a link
 *  serves only the file that hashes to it. Written once by the shop's code, never by a user. */
const champ = (name: string, label: string): TextField => ({
  name,
  type: 'text',
  label,
  access: systemOnly,
  admin: {
    readOnly: true,
    position: 'sidebar',
    condition: (data: Record<string, unknown> | undefined) => Boolean(data?.[name]),
  },
})

export const empreintes: TextField[] = [
  champ('factureCle', 'Facture\u00a0: fichier'),
  champ('factureSha256', 'Facture\u00a0: empreinte SHA-256'),
  champ('avoirCle', 'Avoir\u00a0: fichier'),
  champ('avoirSha256', 'Avoir\u00a0: empreinte SHA-256'),
]
