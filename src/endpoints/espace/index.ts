import type { Endpoint } from 'payload'

import { connexionEndpoint, deconnexionEndpoint } from './connexion'
import { lienEndpoint } from './lien'

export const espaceEndpoints: Endpoint[] = [lienEndpoint, connexionEndpoint, deconnexionEndpoint]
