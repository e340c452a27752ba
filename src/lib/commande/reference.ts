import type { Payload } from 'payload'

import type { Commande } from '@/payload-types'
import { installationId } from '@/lib/infra/database'

/** What names one order beyond doubt: this database, the order's id and its number. Signed links
 *  carry it and their check compares all three (a reset database reuses ids and numbers). */
export type RefCommande = { installation: string; id: number | string; numero: string }

export const refCommande = async (
  payload: Payload,
  commande: Pick<Commande, 'id' | 'numero'>,
): Promise<RefCommande> => ({
  installation: await installationId(payload),
  id: commande.id,
  numero: commande.numero,
})
