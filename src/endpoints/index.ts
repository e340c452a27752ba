import type { Endpoint } from 'payload'

import { selonMatrice } from '@/access/selonMatrice'

import { abonnementEndpoints } from './abonnement'
import { adminEndpoints } from './admin'
import { catalogueEndpoints } from './catalogue'
import { commandeEndpoints } from './commande'
import { espaceEndpoints } from './espace'
import { invitationEndpoint } from './invitation'
import { messageEndpoint } from './message'
import { nowEndpoint } from './now'
import { planificationEndpoint } from './planification'
import { retractationCommandeEndpoint, retractationEndpoint } from './retractation'
import { sauvegardesEndpoints } from './sauvegardes'

/** Root endpoints, served under /api (e.g. PUT /api/admin/produits/put). One import per feature; each
 *  guarded by the access matrix (src/access/matrice.ts). */
export const endpoints: Endpoint[] = [
  ...adminEndpoints,
  ...catalogueEndpoints,
  ...commandeEndpoints,
  ...espaceEndpoints,
  ...abonnementEndpoints,
  messageEndpoint,
  nowEndpoint,
  planificationEndpoint,
  retractationCommandeEndpoint,
  retractationEndpoint,
  ...sauvegardesEndpoints,
  invitationEndpoint,
].map(selonMatrice)
