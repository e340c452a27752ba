import { APIError, type CollectionBeforeOperationHook } from 'payload'

/** PATCH /api/{collection} with a `where` (Payload's bulk update) replaces relations and publishes
 *  drafts: refused over REST; the shop's own code still updates in bulk through the local API. */
export const refuserEditionGroupee: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'update' && req.payloadAPI === 'REST')
    throw new APIError(
      'La modification groupée passe par «\u00a0Éditer la sélection\u00a0» de la liste des produits.',
      403,
      null,
      true,
    )
  return args
}
