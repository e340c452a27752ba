import type { Payload } from 'payload'

import type { Report } from './store'

export async function seedContenus(_payload: Payload, _report: Report): Promise<void> {}
