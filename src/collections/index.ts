import type { CollectionConfig } from 'payload'

import { cacherCollection } from '@/access/cacherSelonRole'

import { collectionCentimesEntiers } from '@/hooks/centimesEntiers'
import { avecJournal } from '@/lib/journal'

import { Abonnes } from './Abonnes'
import { AccesEspace } from './AccesEspace'
import { Articles } from './Articles'
import { Audiences } from './Audiences'
import { Avoirs } from './Avoirs'
import { Collections } from './Collections'
import { Commandes } from './Commandes'
import { Courriels } from './Courriels'
import { DemandesDonnees } from './DemandesDonnees'
import { DemandesRemboursement } from './DemandesRemboursement'
import { Faq } from './Faq'
import { Journal } from './Journal'
import { Langues } from './Langues'
import { Likes } from './Likes'
import { Media } from './Media'
import { Messages } from './Messages'
import { MotsCles } from './MotsCles'
import { Pages } from './Pages'
import { Portfolio } from './Portfolio'
import { Produits } from './Produits'
import { Telechargements } from './Telechargements'
import { Themes } from './Themes'
import { Users } from './Users'
import { Verrous } from './Verrous'

/** Payload's bulk edit replaces relations and publishes drafts: off everywhere; products get
 *  « Éditer la sélection » instead (docs/decisions/0170-edition-groupee-sans-dommage.md). */
const sansEditionGroupee = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  // Payload then refuses PATCH /api/{collection} with a `where` too (403), unless access is overridden.
  disableBulkEdit: true,
})

// Staff changes to orders, products and accounts go to the audit trail (src/lib/journal).
// Every amount in cents (champEuros) refuses a value sent as a string (src/hooks/centimesEntiers.ts).
export const collections: CollectionConfig[] = [
  Produits,
  Audiences,
  Collections,
  Themes,
  MotsCles,
  Langues,
  Articles,
  Faq,
  Portfolio,
  Pages,
  Media,
  Telechargements,
  Commandes,
  Avoirs,
  Courriels,
  AccesEspace,
  Abonnes,
  Messages,
  Likes,
  Users,
  Journal,
  DemandesDonnees,
  DemandesRemboursement,
  Verrous,
]
  .map(collectionCentimesEntiers)
  .map(avecJournal)
  .map(sansEditionGroupee)
  // Each role's sidebar shows what the access matrix lets it work on (src/access/matrice.ts).
  .map(cacherCollection)
