import { Forbidden, type CollectionBeforeValidateHook } from 'payload'

export const OTHERS_PASSWORD_MESSAGE =
  'Chacun choisit son propre mot de passe\u00a0: invitez la personne, ou qu’elle utilise « Mot de passe oublié\u00a0».'

/**
 * Users' beforeValidate hook: a person sets only their own password (docs/decisions/0201). The owner
 * never sets nor sees anyone else's: accounts come from invitations, and a forgotten password goes
 * through the reset link. The shop's own code (no user on the request: invitations, seed) is not limited.
 */
export const ownPasswordOnly: CollectionBeforeValidateHook = ({ data, req, originalDoc, operation }) => {
  if (!req.user || typeof data?.password !== 'string' || !data.password) return data
  if (operation === 'create' || String(originalDoc?.id) !== String(req.user.id)) {
    const refusal = new Forbidden(req.t)
    refusal.message = OTHERS_PASSWORD_MESSAGE
    throw refusal
  }
  return data
}
