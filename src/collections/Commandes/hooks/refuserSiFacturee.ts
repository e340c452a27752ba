import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/** An invoice, once issued, is kept (Code de commerce, art. L123-22: ten years) and its number may
 *  leave no gap: an invoiced order cannot be deleted. A refund issues a credit note instead. Only the
 *  retention pass deletes one, once its ten years have passed (src/lib/donnees/purges.ts). */
export const refuserSiFacturee: CollectionBeforeDeleteHook = async ({ id, req, context }) => {
  if (context?.purgeConservation === true) return
  const commande = await req.payload.findByID({
    collection: 'commandes',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { numeroFacture: true },
    req,
  })
  if (commande?.numeroFacture)
    throw new APIError(
      `La commande porte la facture ${commande.numeroFacture}\u00a0: elle ne peut pas être supprimée.`,
      409,
      undefined,
      true,
    )
}
