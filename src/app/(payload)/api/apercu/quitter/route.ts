import { draftMode } from 'next/headers'

import { repondreQuitter } from '@/lib/apercu'

/** GET /api/apercu/quitter?chemin=/…: leaves the draft preview (src/lib/apercu/routes.ts). */
export async function GET(request: Request): Promise<Response> {
  return repondreQuitter(request, async () => (await draftMode()).disable())
}
