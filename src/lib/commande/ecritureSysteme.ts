import type { RequestContext } from 'payload'

/**
 * The mark of a write made by the shop's own code (checkout, webhook, refund, sweep) rather than on a
 * user's behalf. A symbol held by this module: no HTTP request, form or JSON body can produce it, and
 * overrideAccess alone (what staff endpoints use too) does not carry it.
 */
const JETON = Symbol('ecriture-systeme')

/** The `context` to pass to the local API for a write of the shop's own code. */
export const contexteSysteme = (): RequestContext => ({ ecritureSysteme: JETON })

export const estEcritureSysteme = (context: RequestContext | undefined): boolean =>
  context?.ecritureSysteme === JETON
