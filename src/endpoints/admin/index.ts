import type { Endpoint } from 'payload'

import { patchEndpoints } from './patch'
import { putEndpoints } from './put'
import { rembourserEndpoint } from './rembourser'

/** The admin write API of docs/SPECIFICATION.md §8 (staff only). */
export const adminEndpoints: Endpoint[] = [...putEndpoints, ...patchEndpoints, rembourserEndpoint]
