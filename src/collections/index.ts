import type { CollectionConfig } from 'payload'

import { collectionCentimesEntiers } from '@/hooks/centimesEntiers'

import { Abonnes } from './Abonnes'
import { AccesEspace } from './AccesEspace'
import { Articles } from './Articles'
import { Audiences } from './Audiences'
import { Collections } from './Collections'
import { Commandes } from './Commandes'
import { Courriels } from './Courriels'
import { Faq } from './Faq'
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
  Courriels,
  AccesEspace,
  Abonnes,
  Messages,
  Likes,
  Users,
].map(collectionCentimesEntiers)
