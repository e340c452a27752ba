import type { TextField } from 'payload'

import { systemOnly } from '@/access/systemOnly'
import { refCommande } from '@/lib/commande'
import { cheminDocument, type Document } from '@/lib/facture'
import { siteUrl } from '@/lib/courriel'

/** The signed link to an order's invoice or credit note, shown once its number exists. Not stored:
 *  a fresh link, valid a year, each time staff open the order. */
export const lienDocument = (
  document: Document,
  champNumero: 'numeroFacture' | 'numeroAvoir',
  label: string,
  lien: string,
): TextField => ({
  name: document === 'facture' ? 'lienFacture' : 'lienAvoir',
  type: 'text',
  label,
  virtual: true,
  access: systemOnly,
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: `${lien}, valable un an à partir de maintenant.`,
    condition: (data) => Boolean(data?.[champNumero]),
  },
  hooks: {
    afterRead: [
      async ({ data, req }) =>
        data?.[champNumero] && data.id !== undefined && typeof data.numero === 'string'
          ? `${siteUrl(req)}${cheminDocument(document, await refCommande(req.payload, { id: data.id, numero: data.numero }))}`
          : undefined,
    ],
  },
})
