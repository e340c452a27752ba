// What an invoice says, built for the unit tests of src/lib/facture: a seller liable to VAT, an
// individual in Lyon, the given lines.
import type { DonneesFacture } from '@/lib/facture/pdf'

export const VENDEUR_ESSAI = {
  raisonSociale: 'Atelier Essai SARL',
  adresse: '3 place des Couleurs\n69002 Lyon',
  siret: '73282932000074',
  numeroTva: 'FR40987654321',
  tvaNonApplicable: false,
  tauxTva: 20,
}

export const donneesEssai = (
  lignes: DonneesFacture['lignes'],
  extra: Partial<DonneesFacture> = {},
): DonneesFacture => ({
  numero: 'FA-2026-000001',
  date: '2026-11-25T10:00:00.000Z',
  numeroCommande: 'MC-2026-000001',
  vendeur: VENDEUR_ESSAI,
  acheteur: {
    nom: 'Camille Martin',
    adresse: ['12 rue des Lilas', '69003 Lyon', 'France'],
    postale: { ligne1: '12 rue des Lilas', codePostal: '69003', ville: 'Lyon', pays: 'FR' },
    email: 'camille@example.fr',
  },
  lignes,
  payeeLe: '2026-11-25T10:00:00.000Z',
  moyenPaiement: 'par carte bancaire',
  ...extra,
})
