import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'
import { champsAtelier } from '@/access/champsAtelier'
import { commandesAtelier } from '@/access/commandesAtelier'
import { STATUTS_COMMANDE } from '@/lib/catalogue'

import { adresseLivraison, facturation } from './fields/adresses'
import { empreintes } from './fields/empreintes'
import { expedition } from './fields/expedition'
import { lignes } from './fields/lignes'
import { montants } from './fields/montants'
import { numerique } from './fields/numerique'
import { paiement, sessionStripe } from './fields/paiement'
import { remboursement } from './fields/remboursement'
import { restriction } from './fields/restriction'
import { retractation } from './fields/retractation'
import { annoncerExpedition } from './hooks/annoncerExpedition'
import { appliquerTransitions } from './hooks/appliquerTransitions'
import { preparerExpedition } from './hooks/preparerExpedition'
import { refuserSiFacturee } from './hooks/refuserSiFacturee'

/** Orders are created only by the payment endpoint; staff follow them up (shipping, refunds). */
export const Commandes: CollectionConfig = {
  slug: 'commandes',
  labels: { singular: 'Commande', plural: 'Commandes' },
  admin: {
    useAsTitle: 'numero',
    defaultColumns: ['numero', 'email', 'total', 'statut', 'createdAt'],
    // The number, the customer's e-mail or name (billing or delivery).
    listSearchableFields: ['numero', 'email', 'facturation.nom', 'adresseLivraison.nom'],
    group: 'Boutique',
  },
  // Editors never see orders; the workshop only those it ships, and only what shipping needs.
  access: { read: commandesAtelier, create: nobody, update: commandesAtelier, delete: admins },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [appliquerTransitions, preparerExpedition],
    afterChange: [annoncerExpedition],
    beforeDelete: [refuserSiFacturee],
  },
  fields: champsAtelier([
    {
      // The order in euros, its documents and history, « Rembourser » (issue 46, item 3).
      name: 'fiche',
      type: 'ui',
      label: 'Commande',
      admin: {
        components: { Field: '/admin/components/FicheCommande/FicheCommande#FicheCommande' },
        disableListColumn: true,
      },
    },
    {
      name: 'numero',
      type: 'text',
      label: 'Numéro',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true, components: { Field: '/admin/fields/Invisible#Invisible' } },
    },
    { name: 'email', type: 'email', label: 'E-mail', required: true },
    lignes,
    ...montants,
    {
      name: 'statut',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'en_attente',
      options: [...STATUTS_COMMANDE],
      index: true,
      admin: {
        position: 'sidebar',
        description:
          'Pour passer une commande payée en «\u00a0Expédiée\u00a0», choisissez le transporteur et saisissez le numéro de suivi\u00a0: le client reçoit alors un e-mail avec le lien de suivi. Pour rembourser, utilisez le bouton «\u00a0Rembourser\u00a0».',
      },
    },
    ...remboursement,
    ...retractation,
    ...numerique,
    ...expedition,
    sessionStripe,
    {
      type: 'collapsible',
      label: 'Corriger les adresses',
      admin: { initCollapsed: true },
      fields: [adresseLivraison, facturation],
    },
    ...paiement,
    ...empreintes,
    ...restriction,
  ]),
}
