import type { Endpoint } from 'payload'

import { connexionEndpoint, deconnexionEndpoint, deconnexionPartoutEndpoint } from './connexion'
import { documentEspaceEndpoint } from './document'
import { lienEndpoint } from './lien'

export const espaceEndpoints: Endpoint[] = [
  lienEndpoint,
  connexionEndpoint,
  deconnexionEndpoint,
  deconnexionPartoutEndpoint,
  documentEspaceEndpoint,
]
