import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { admins } from '@/access/admins'
import { DEFAULT_LOCALE, DEFAULT_MOCKUP, ITEMS_PER_PAGE, MOCKUPS, OG_IMAGE } from '@/lib/catalogue'
import { DATE } from '@/fields/dateHeure'
import { champEuros } from '@/fields/euros'
import { isValidUrl } from '@/lib/infra/http'
import { MESSAGE_SIRET, siretValide, validerTvaVendeur } from '@/lib/facture'
import { revalidateReglages } from '@/hooks/revalidate'
import type { Reglage } from '@/payload-types'
import { ongletSauvegardes } from '@/fields/sauvegardes'
import { ongletFormats } from '@/fields/formatsImpression'

/** The one-stop-shop threshold for consumers in other member states (docs/decisions/0194). */
const seuilUe = champEuros({
  name: 'seuilVentesDistanceUe',
  label: 'Seuil des ventes à distance dans l’UE (guichet unique)',
  required: true,
  min: 0,
  max: 100_000_000,
  description:
    'Sous ce seuil (ventes hors taxes de l’année civile aux particuliers des autres pays de l’UE, calculées sur les commandes payées), la TVA française s’applique\u00a0; au-delà, le taux normal du pays de l’acheteur.',
})

export const Reglages: GlobalConfig = {
  slug: 'reglages',
  label: 'Réglages du site',
  admin: { group: 'Administration' },
  // The seller's legal, tax and payment settings and the backups: the owner's alone (0200).
  access: { read: anyone, update: admins },
  hooks: { afterChange: [revalidateReglages] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Identité',
          fields: [
            {
              name: 'name',
              type: 'text',
              label: 'Nom du site',
              required: true,
              defaultValue: 'Mots & Couleurs',
            },
            {
              name: 'shortName',
              type: 'text',
              label: 'Nom court',
              required: true,
              defaultValue: 'mots-couleurs',
            },
            {
              name: 'author',
              type: 'text',
              label: 'Auteur',
              required: true,
              defaultValue: 'Atelier Mots & Couleurs',
            },
            {
              name: 'canonicalURL',
              type: 'text',
              label: 'URL canonique',
              required: true,
              defaultValue: 'http://localhost:3000',
              validate: (value: string | null | undefined) =>
                isValidUrl(value)
                  ? true
                  : 'L’URL canonique doit être une URL valide, par exemple https://mots-couleurs.fr.',
            },
            {
              name: 'email',
              type: 'email',
              label: 'E-mail de contact',
              required: true,
              defaultValue: 'bonjour@mots-couleurs.example',
            },
            {
              name: 'locale',
              type: 'text',
              label: 'Langue par défaut',
              required: true,
              defaultValue: DEFAULT_LOCALE,
            },
            { name: 'lastmod', type: 'date', label: 'Dernière modification', admin: { date: DATE } },
          ],
        },
        {
          label: 'Référencement',
          fields: [
            {
              name: 'title',
              type: 'text',
              label: 'Titre',
              required: true,
              defaultValue: 'Mots & Couleurs — affiches illustrées pour praticiens du bien-être',
            },
            {
              name: 'description',
              type: 'textarea',
              label: 'Description',
              required: true,
              defaultValue:
                'Affiches, cartes, jeux et infographies illustrés pour les cabinets de thérapeutes et praticiens du bien-être.',
            },
            {
              name: 'ogImage',
              type: 'group',
              label: 'Image de partage',
              fields: [
                {
                  name: 'width',
                  type: 'number',
                  defaultValue: OG_IMAGE.width,
                  required: true,
                  min: 1,
                  max: 10_000,
                },
                {
                  name: 'height',
                  type: 'number',
                  defaultValue: OG_IMAGE.height,
                  required: true,
                  min: 1,
                  max: 10_000,
                },
                {
                  name: 'quality',
                  type: 'number',
                  defaultValue: OG_IMAGE.quality,
                  required: true,
                  min: 1,
                  max: 100,
                },
              ],
            },
          ],
        },
        {
          label: 'Boutique',
          fields: [
            {
              name: 'defaultMockup',
              type: 'select',
              label: 'Mise en scène par défaut',
              required: true,
              defaultValue: DEFAULT_MOCKUP,
              options: MOCKUPS.map((m) => ({ label: m, value: m })),
            },
            {
              name: 'itemsPerPage',
              type: 'number',
              label: 'Produits par page',
              required: true,
              defaultValue: ITEMS_PER_PAGE,
              min: 1,
              max: 100,
            },
            {
              ...champEuros({
                name: 'fraisDePort',
                label: 'Frais de port des imprimés (carton plat)',
                required: true,
                min: 0,
                max: 1_000_000,
              }),
              defaultValue: 590,
            },
            {
              ...champEuros({
                name: 'livraisonOfferteDes',
                label: 'Livraison offerte dès',
                required: true,
                min: 0,
                max: 10_000_000,
              }),
              defaultValue: 6000,
            },
          ],
        },
        {
          // The seller's one identity (Law III, item 1): invoices, credit notes, the legal pages and the
          // CGV render it from here (src/lib/vendeur). An issued invoice keeps the values of its day.
          label: 'Vendeur et facturation',
          fields: [
            {
              name: 'raisonSociale',
              type: 'text',
              label: 'Raison sociale',
              defaultValue: 'Atelier Mots & Couleurs',
              maxLength: 200,
            },
            {
              name: 'formeJuridique',
              type: 'text',
              label: 'Forme juridique',
              maxLength: 100,
              admin: { description: 'Ex. SARL, SAS, entreprise individuelle.' },
            },
            {
              ...champEuros({ name: 'capital', label: 'Capital social', min: 0, max: 100_000_000_000 }),
              admin: { description: 'Pour une société ; laissez vide pour une entreprise individuelle.' },
            },
            {
              name: 'immatriculation',
              type: 'text',
              label: 'Immatriculation (RCS ou RNE)',
              maxLength: 200,
              admin: { description: 'Ex. RCS Lyon 732 829 320, ou RNE pour une entreprise individuelle.' },
            },
            {
              name: 'adresseVendeur',
              type: 'textarea',
              label: 'Adresse du vendeur',
              maxLength: 500,
              admin: { description: 'Telle qu’elle doit figurer sur les factures, sur plusieurs lignes.' },
            },
            {
              name: 'siret',
              type: 'text',
              label: 'SIRET',
              validate: (value: string | null | undefined) =>
                !value || siretValide(value) ? true : MESSAGE_SIRET,
            },
            { name: 'telephoneVendeur', type: 'text', label: 'Téléphone', maxLength: 40 },
            { name: 'emailVendeur', type: 'email', label: 'E-mail du vendeur' },
            {
              name: 'directionPublication',
              type: 'text',
              label: 'Directeur ou directrice de la publication',
              maxLength: 200,
            },
            {
              name: 'mediateur',
              type: 'group',
              label: 'Médiateur de la consommation',
              fields: [
                { name: 'nom', type: 'text', label: 'Nom', maxLength: 200 },
                { name: 'adresse', type: 'textarea', label: 'Adresse', maxLength: 500 },
                { name: 'site', type: 'text', label: 'Site', maxLength: 200 },
              ],
            },
            {
              name: 'hebergeur',
              type: 'group',
              label: 'Hébergeur du site',
              fields: [
                { name: 'nom', type: 'text', label: 'Nom', maxLength: 200 },
                { name: 'adresse', type: 'textarea', label: 'Adresse', maxLength: 500 },
                { name: 'telephone', type: 'text', label: 'Téléphone', maxLength: 40 },
              ],
            },
            {
              name: 'tvaNonApplicable',
              type: 'checkbox',
              label: 'TVA non applicable, art. 293\u00a0B du CGI (franchise en base)',
              defaultValue: false,
            },
            {
              name: 'numeroTvaVendeur',
              type: 'text',
              label: 'Numéro de TVA intracommunautaire',
              validate: (value: string | null | undefined, { data }: { data: Partial<Reglage> }) =>
                validerTvaVendeur(value, data),
              admin: {
                condition: (data) => !data?.tvaNonApplicable,
                description: 'Obligatoire sauf franchise en base (art. 293\u00a0B du CGI).',
              },
            },
            {
              name: 'tauxTva',
              type: 'number',
              label: 'Taux de TVA (%)',
              defaultValue: 20,
              min: 0,
              max: 100,
              admin: { condition: (data) => !data?.tvaNonApplicable },
            },
            // The one-stop-shop rule for consumers in other member states (docs/decisions/0194).
            {
              ...seuilUe,
              defaultValue: 1_000_000,
              admin: { ...seuilUe.admin, condition: (data) => !data?.tvaNonApplicable },
            },
            {
              name: 'seuilVentesDistanceUeDepasse',
              type: 'checkbox',
              label: 'Seuil dépassé l’an dernier, ou option pour la TVA du pays de l’acheteur',
              defaultValue: false,
              admin: { condition: (data) => !data?.tvaNonApplicable },
            },
          ],
        },
        ongletFormats,
        ongletSauvegardes,
      ],
    },
  ],
}
