import { draftMode } from 'next/headers'

import { repondreQuitter } from '@/lib/brouillon'

/** GET /api/apercu/quitter?chemin=/…: leaves the draft preview (src/lib/brouillon/routes.ts). */
export async function GET(request: Request): Promise<Response> {
  return repondreQuitter(request, async () => (await draftMode()).disable())
}
