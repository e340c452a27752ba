import type { CollectionConfig } from 'payload'

import { equipe } from '@/access/equipe'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { staff, staffField } from '@/access/staff'
import { champEuros } from '@/fields/euros'
import { champFormatsProduit } from '@/fields/formatsImpression'
import { DATE, PLANIFICATION } from '@/fields/dateHeure'
import { slugField } from '@/fields/slug'
import { urlApercu } from '@/lib/apercu'
import { CATEGORIES, LIVRAISONS, MOCKUPS, RESERVED_PRODUCT_SLUGS } from '@/lib/catalogue'
import { SCENES } from '@/lib/images'

import { noterAvant } from '@/hooks/revalidate'
import { stampPublishedAt } from '@/hooks/stampPublishedAt'

import { defaultMockups } from './hooks/defaultMockups'
import { deleteLikes } from './hooks/deleteLikes'
import { desindexerRecherche, indexerRecherche } from './hooks/indexerRecherche'
import { invalidateImages, invalidateImagesOnDelete } from './hooks/invalidateImages'
import { keepCounters } from './hooks/keepCounters'
import { revalidateProduit, revalidateProduitSupprime } from './hooks/revalidate'

/** The scenes an editor picks, by their French names (docs/decisions/0180-apercu-du-brouillon.md). */
const SCENES_PROPOSEES = MOCKUPS.map((m) => ({ label: SCENES[m].label, value: m }))

/** 100 000,00 €, as the admin PATCH endpoint allows (src/lib/admin/fields.ts). */
const PRIX_MAX = 10_000_000

const counter = (name: string, label: string, publicRead: boolean) =>
  ({
    name,
    type: 'number',
    label,
    defaultValue: 0,
    min: 0,
    // Counters move only through the shop's endpoints (local API, overrideAccess).
    access: { read: publicRead ? () => true : staffField, create: () => false, update: () => false },
    admin: { readOnly: true, position: 'sidebar' },
  }) as const

export const Produits: CollectionConfig = {
  slug: 'produits',
  labels: { singular: 'Produit', plural: 'Produits' },
  admin: {
    // « Éditer la sélection » and « Ajuster les prix » for the ticked rows (Payload's bulk edit is off).
    components: { beforeListTable: ['/admin/components/EditionSelection#EditionSelection'] },
    useAsTitle: 'titre',
    defaultColumns: ['titre', 'categorie', 'livraison', 'prix', '_status', 'updatedAt'],
    group: 'Catalogue',
    // « Aperçu »: the shop page with the latest draft, through the staff-only preview route.
    preview: urlApercu('produits'),
    livePreview: {
      url: ({ data }) => urlApercu('produits')(data),
      breakpoints: [
        { name: 'mobile', label: 'Mobile (390 px)', width: 390, height: 844 },
        { name: 'bureau', label: 'Bureau (1440 px)', width: 1440, height: 900 },
      ],
    },
  },
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff },
  // « Programmer la publication » (publish menu): a job publishes or unpublishes at its time (src/lib/infra/operations/runDueJobs.ts).
  versions: { drafts: { schedulePublish: PLANIFICATION }, maxPerDoc: 20 },
  defaultSort: '-publishedAt',
  hooks: {
    // Notes whether an update only saves a draft: then no cache expires (src/hooks/revalidate.ts).
    beforeOperation: [noterAvant],
    beforeChange: [defaultMockups, stampPublishedAt, keepCounters],
    // The index is written before the caches expire, so a page rendered right after reads it up to date.
    afterChange: [indexerRecherche, revalidateProduit, invalidateImages],
    beforeDelete: [deleteLikes],
    afterDelete: [desindexerRecherche, revalidateProduitSupprime, invalidateImagesOnDelete],
  },
  fields: [
    { name: 'titre', type: 'text', label: 'Titre', required: true, maxLength: 120 },
    { name: 'sousTitre', type: 'text', label: 'Sous-titre', maxLength: 160 },
    {
      name: 'extrait',
      type: 'textarea',
      label: 'Extrait',
      required: true,
      maxLength: 160,
      admin: { description: '160 caractères au plus : affiché sur les cartes et dans les métadonnées.' },
    },
    { name: 'description', type: 'richText', label: 'Description' },
    {
      name: 'illustration',
      type: 'upload',
      relationTo: 'media',
      label: 'Illustration (œuvre)',
      required: true,
    },
    {
      name: 'alt',
      type: 'text',
      label: 'Texte alternatif',
      admin: {
        description: 'À défaut, celui de l’illustration (saisi au téléversement), et sans lui le titre.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'categorie',
          type: 'select',
          label: 'Catégorie',
          required: true,
          defaultValue: 'affiche',
          options: [...CATEGORIES],
        },
        {
          name: 'livraison',
          type: 'select',
          label: 'Livraison',
          required: true,
          defaultValue: 'numerique',
          options: [...LIVRAISONS],
        },
        champEuros({ name: 'prix', label: 'Prix', required: true, min: 1, max: PRIX_MAX }),
      ],
    },
    champFormatsProduit,
    {
      name: 'fichierNumerique',
      type: 'upload',
      relationTo: 'telechargements',
      label: 'Fichier numérique (privé)',
      access: { read: staffField },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        siblingData?.livraison === 'numerique' && !value
          ? 'Un produit numérique doit avoir son fichier à télécharger.'
          : true,
      admin: { condition: (_, sibling) => sibling?.livraison === 'numerique' },
    },
    {
      // The studio's high-definition file of a printed poster: « À expédier » links it per line to
      // print (docs/decisions/0148-fichier-d-impression-atelier.md). Staff only, like the digital one.
      name: 'fichierImpression',
      type: 'upload',
      relationTo: 'telechargements',
      label: 'Fichier d’impression (atelier, privé)',
      // The workshop prints it too (src/access/matrice.ts).
      access: { read: equipe },
      admin: {
        condition: (_, sibling) => sibling?.livraison === 'imprime',
        description:
          'Le fichier haute définition que l’atelier imprime pour chaque format commandé. Réservé à l’équipe, jamais montré aux clients.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'audiences',
          type: 'relationship',
          relationTo: 'audiences',
          hasMany: true,
          label: 'Audiences',
        },
        {
          name: 'collections',
          type: 'relationship',
          relationTo: 'collections',
          hasMany: true,
          label: 'Collections',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'themes',
          type: 'relationship',
          relationTo: 'themes',
          hasMany: true,
          label: 'Thèmes de couleur',
        },
        {
          name: 'motsCles',
          type: 'relationship',
          relationTo: 'mots-cles',
          hasMany: true,
          label: 'Mots-clés',
        },
        { name: 'langues', type: 'relationship', relationTo: 'langues', hasMany: true, label: 'Langues' },
      ],
    },
    {
      name: 'mockups',
      type: 'select',
      hasMany: true,
      label: 'Mises en scène',
      // French names (« Cadre en chêne au mur »), in lists and filters too; the form shows thumbnails.
      options: SCENES_PROPOSEES,
      admin: {
        description:
          'Cochez dans l’ordre voulu : la première est l’image principale. Vide : la mise en scène par défaut des réglages.',
        components: {
          Field: {
            path: '/admin/fields/ChoixScenes#ChoixScenes',
            clientProps: { scenes: SCENES_PROPOSEES },
          },
        },
      },
    },
    slugField({ from: 'titre', reserved: RESERVED_PRODUCT_SLUGS }),
    {
      name: 'coupDeCoeur',
      type: 'checkbox',
      label: 'Coup de cœur',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'coupDeCoeurRang',
      type: 'number',
      label: 'Rang du coup de cœur',
      min: 0,
      max: 100_000,
      admin: { position: 'sidebar', condition: (_, sibling) => Boolean(sibling?.coupDeCoeur) },
    },
    {
      name: 'publishedAt',
      type: 'date',
      label: 'Publié le',
      index: true,
      admin: { position: 'sidebar', date: DATE },
    },
    counter('likes', 'J’aime', true),
    counter('ajoutsPanier', 'Ajouts au panier', false),
    counter('ventes', 'Ventes', false),
  ],
}
