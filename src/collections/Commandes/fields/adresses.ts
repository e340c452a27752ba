import type { Field, GroupField } from 'payload'

/** A postal address as Stripe's checkout collects it. */
const champsAdresse: Field[] = [
  { name: 'nom', type: 'text', label: 'Nom' },
  { name: 'ligne1', type: 'text', label: 'Adresse' },
  { name: 'ligne2', type: 'text', label: 'Complément' },
  { name: 'codePostal', type: 'text', label: 'Code postal' },
  { name: 'ville', type: 'text', label: 'Ville' },
  { name: 'pays', type: 'text', label: 'Pays' },
]

export const adresseLivraison: GroupField = {
  name: 'adresseLivraison',
  type: 'group',
  label: 'Adresse de livraison',
  fields: champsAdresse.map((champ) => ({ ...champ })),
}

export const facturation: GroupField = {
  name: 'facturation',
  type: 'group',
  label: 'Facturation',
  admin: {
    description:
      'Société, numéro de TVA et SIREN ou SIRET donnés au paiement\u00a0; nom et adresse repris de Stripe au paiement.',
  },
  fields: [
    { name: 'societe', type: 'text', label: 'Société', maxLength: 200 },
    { name: 'numeroTva', type: 'text', label: 'N° de TVA intracommunautaire', maxLength: 20 },
    { name: 'siret', type: 'text', label: 'SIREN ou SIRET', maxLength: 14 },
    ...champsAdresse.map((champ) => ({ ...champ })),
  ],
}
