import type { ArrayField } from 'payload'

import { LIVRAISONS } from '@/lib/catalogue'

/** What was bought, copied from the catalogue at checkout (price and title as they were then). */
export const lignes: ArrayField = {
  name: 'lignes',
  type: 'array',
  label: 'Lignes',
  labels: { singular: 'Ligne', plural: 'Lignes' },
  minRows: 1,
  // Shown by the order page (FicheCommande), in euros, with what each line had refunded.
  admin: { readOnly: true, hidden: true },
  fields: [
    { name: 'slug', type: 'text', label: 'Identifiant', required: true },
    { name: 'titre', type: 'text', label: 'Titre', required: true },
    // Unit price: a line of 2 × A2 at 36,00 € weighs 72,00 € (src/lib/panier/lignesPanier.ts).
    { name: 'prix', type: 'number', label: 'Prix unitaire', required: true, min: 0 },
    { name: 'quantite', type: 'number', label: 'Quantité', defaultValue: 1, min: 1, max: 10 },
    // The print format as sold (docs/decisions/0135-formats-d-impression.md): code and wording of the day.
    { name: 'format', type: 'text', label: 'Format (code)' },
    { name: 'formatLibelle', type: 'text', label: 'Format' },
    { name: 'livraison', type: 'select', label: 'Livraison', required: true, options: [...LIVRAISONS] },
    { name: 'produit', type: 'relationship', label: 'Produit', relationTo: 'produits' },
  ],
}
