import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { MESSAGE_PAS_UNE_IMAGE, nomSelonType, typeImage } from './octets'

/**
 * Before Payload stores an upload (create, or a new file on update): its bytes must be an allowed image,
 * and its name and type become the ones of what it is, so that the file is never served as anything
 * else (docs/decisions/0109).
 */
export const verifierTeleversement: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return
  const file = req.file
  const type = await typeImage(file.data?.length ? file.data : (file.tempFilePath ?? Buffer.alloc(0)))
  if (!type) throw new APIError(MESSAGE_PAS_UNE_IMAGE, 400, undefined, true)
  file.mimetype = type.mime
  file.name = nomSelonType(file.name, type.extension)
}
