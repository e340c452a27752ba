import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'

const MESSAGE = 'Le journal des modifications ne se modifie pas et ne se supprime pas.'

/** An entry, once written, is never changed: whatever the caller, access overridden or not. */
export const refuserModification: CollectionBeforeChangeHook = ({ operation, data }) => {
  if (operation !== 'create') throw new APIError(MESSAGE, 403, null, true)
  return data
}

export const refuserSuppression: CollectionBeforeDeleteHook = () => {
  throw new APIError(MESSAGE, 403, null, true)
}
