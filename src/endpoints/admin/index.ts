import type { Endpoint } from 'payload'

import { bonsDeLivraisonEndpoints } from './bonsDeLivraison'
import { journalDesVentesEndpoint } from './comptabilite'
import { donneesEndpoints } from './donnees'
import { invitationsEndpoint } from './invitations'
import { livreeEndpoint } from './livree'
import { lotsEndpoints } from './lots'
import { patchEndpoints } from './patch'
import { putEndpoints } from './put'
import { rembourserEndpoint } from './rembourser'
import { decisionRetractationEndpoint } from './retractation'

/** The admin write API of docs/SPECIFICATION.md §8 (staff only), and the personal data requests
 *  (admins only). */
export const adminEndpoints: Endpoint[] = [
  ...putEndpoints,
  ...patchEndpoints,
  rembourserEndpoint,
  decisionRetractationEndpoint,
  ...donneesEndpoints,
  journalDesVentesEndpoint,
  ...lotsEndpoints,
  invitationsEndpoint,
  livreeEndpoint,
  ...bonsDeLivraisonEndpoints,
]
