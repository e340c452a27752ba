import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

import { payloadSecret } from '@/lib/infra/signature'

/** A sealed value starts with this: anything else is a row written before sealing, or erased. */
const PREFIXE = 'scelle:v1:'

/** The outbox's own key, derived from PAYLOAD_SECRET (HKDF): it opens nothing else, and nothing else
 *  opens it. */
const cle = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'mots-couleurs', 'courriels:contenu', 32))

/**
 * Seals a mail's body in the outbox (docs/decisions/0162): sign-in, download and invoice links are
 * credentials, and staff read the outbox. AES-256-GCM, a fresh IV per value; only the sender opens it.
 */
export function sceller(texte: string, secret = payloadSecret()): string {
  const iv = randomBytes(12)
  const chiffre = createCipheriv('aes-256-gcm', cle(secret), iv)
  const corps = Buffer.concat([chiffre.update(texte, 'utf8'), chiffre.final()])
  return `${PREFIXE}${[iv, chiffre.getAuthTag(), corps].map((b) => b.toString('base64url')).join('.')}`
}

/** The sealed body again (throws if it was sealed under another secret or altered); an unsealed value
 *  as it is. */
export function desceller(valeur: string, secret = payloadSecret()): string {
  if (!valeur.startsWith(PREFIXE)) return valeur
  const [iv, tag, corps] = valeur
    .slice(PREFIXE.length)
    .split('.')
    .map((p) => Buffer.from(p, 'base64url'))
  const dechiffre = createDecipheriv('aes-256-gcm', cle(secret), iv)
  dechiffre.setAuthTag(tag)
  return Buffer.concat([dechiffre.update(corps), dechiffre.final()]).toString('utf8')
}

export const estScelle = (valeur: unknown): boolean =>
  typeof valeur === 'string' && valeur.startsWith(PREFIXE)
