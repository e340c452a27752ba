import config from '@payload-config'
import { getPayload } from 'payload'

import { messagePreparation, preparation } from '@/lib/exploitation/preparation'

/** GET /api/ready: 200 when every part the shop needs answers, else 503 naming the failing ones
 *  (src/lib/exploitation/preparation.ts). */
export async function GET(): Promise<Response> {
  const noStore = { 'Cache-Control': 'no-store' }
  let etat
  try {
    etat = await preparation(await getPayload({ config }))
  } catch {
    etat = { pret: false, parties: { base: 'injoignable' as const } }
  }
  if (etat.pret) return Response.json({ statut: 'pret', parties: etat.parties }, { headers: noStore })
  return Response.json(
    { error: messagePreparation(etat), parties: etat.parties },
    { status: 503, headers: noStore },
  )
}
