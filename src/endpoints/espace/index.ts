import type { Endpoint } from 'payload'

import { connexionEndpoint, deconnexionEndpoint, deconnexionPartoutEndpoint } from './connexion'
import { lienEndpoint } from './lien'

export const espaceEndpoints: Endpoint[] = [
  lienEndpoint,
  connexionEndpoint,
  deconnexionEndpoint,
  deconnexionPartoutEndpoint,
]
