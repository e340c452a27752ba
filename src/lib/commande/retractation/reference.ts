import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/lib/infra/signature'

/** Crockford's base 32: no I, L, O nor U to misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const LONGUEUR = 6

/** Six characters (30 bits) of an HMAC of the number. */
function code(numero: string): string {
  const n = createHmac('sha256', payloadSecret())
    .update(`reference-commande:${numero}`)
    .digest()
    .readUInt32BE(0)
  return Array.from({ length: LONGUEUR }, (_, i) => ALPHABET[(n >>> (27 - 5 * i)) & 31]).join('')
}

/**
 * The reference a stranger types to withdraw without the space's session (docs/decisions/0107): the
 * order number, which stays sequential on documents, followed by six characters derived from it with
 * PAYLOAD_SECRET (30 bits): `MC-2026-000042-7K2QPX`. Mailed with the receipt and the shipping notice of
 * printed items; stored nowhere.
 */
export const referencePublique = (numero: string): string => `${numero}-${code(numero)}`

/** The order number a typed reference names, and whether its code is right (a bare number is not). */
export function lireReference(saisie: string): { numero: string; prouvee: boolean } | null {
  const m = /^(MC-\d{4}-\d{6})(?:-([0-9A-Z]{6}))?$/.exec(saisie.trim().toUpperCase())
  if (!m) return null
  const [, numero, donne] = m
  if (!donne) return { numero, prouvee: false }
  const attendu = Buffer.from(code(numero))
  return { numero, prouvee: timingSafeEqual(attendu, Buffer.from(donne)) }
}
