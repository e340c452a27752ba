import type { PayloadRequest } from 'payload'

import { formatPrix } from '@/lib/format'

import { noter } from './hooks'

type Corps = { avoir?: { numero: string; montant: number } | null; dejaRemboursee?: boolean } | object

/**
 * A staff refund in the journal (Law III, item 7): who refunded which order, how much, under which
 * credit note. A click that refunded nothing new (the echo of a concurrent one) is not an action.
 */
export async function noterRemboursement(req: PayloadRequest, numero: string, body: Corps): Promise<void> {
  const avoir = 'avoir' in body ? body.avoir : null
  if (!avoir || ('dejaRemboursee' in body && body.dejaRemboursee)) return
  const { docs } = await req.payload.find({
    collection: 'commandes',
    where: { numero: { equals: numero.toUpperCase() } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { numero: true },
  })
  await noter(
    req,
    'commandes',
    docs[0] ? String(docs[0].id) : null,
    'remboursement',
    [{ champ: 'montantRembourse', avant: null, apres: avoir.montant }],
    `${numero.toUpperCase()} — remboursement de ${formatPrix(avoir.montant)}, avoir ${avoir.numero}`,
  )
}
