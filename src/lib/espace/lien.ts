import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { enregistrerCourriel, envoyerSansAttendre } from '@/lib/courriel'
import { courrielLienEspace, courrielSansCommandeEspace } from '@/lib/espace/courriel'

import { aDesCommandes } from './commandes'
import { DUREE_LIEN_MS, nouveauNonce, normaliserEmail, signerAcces } from './jeton'

/** The outbox row's key names the link by a hash of its nonce: staff read the keys, and the nonce is the
 *  id of the access row the link and its session open. */
const empreinteNonce = (nonce: string) => createHash('sha256').update(nonce).digest('base64url').slice(0, 22)

/** What every request for a link gets, orders or not: nothing tells whether the address is known. */
export const MESSAGE_LIEN_DEMANDE =
  'Nous vous envoyons un e-mail à cette adresse\u00a0: si des commandes y sont associées, il contient un lien d’accès valable 15\u00a0minutes. Pensez à regarder dans vos indésirables.'

/** Rows are kept a day past their link's or session's end, then purged. */
const CONSERVATION_MS = 24 * 3600_000

export const cheminConnexion = (jeton: string) => `/mes-commandes/connexion?jeton=${jeton}`

/**
 * The work behind a request for a link, done after the answer has left, and the same for every address
 * (docs/decisions/0106): the same queries, one access row, one mail through the outbox sent at once. An
 * address with paid orders gets the link; any other gets a mail saying none were found, and its row is
 * born expired, so that nothing can ever open it.
 */
export async function envoyerLienEspace(
  payload: Payload,
  email: string,
  { siteUrl, now = Date.now() }: { siteUrl: string; now?: number },
): Promise<boolean> {
  await purger(payload, now)
  const adresse = normaliserEmail(email)
  const client = await aDesCommandes(payload, adresse)
  const nonce = nouveauNonce()
  const expireLe = client ? now + DUREE_LIEN_MS : now
  await payload.create({
    collection: 'acces-espace',
    data: { id: nonce, email: adresse, lienExpireLe: new Date(expireLe).toISOString() },
    overrideAccess: true,
    depth: 0,
  })
  const mail = client
    ? courrielLienEspace(`${siteUrl}${cheminConnexion(signerAcces('espace-lien', nonce, expireLe))}`)
    : courrielSansCommandeEspace(siteUrl)
  const row = await enregistrerCourriel(payload, {
    cle: `espace:${empreinteNonce(nonce)}`,
    destinataire: adresse,
    mail,
  })
  envoyerSansAttendre(payload, [row.id])
  return client
}

async function purger(payload: Payload, now: number) {
  const avant = new Date(now - CONSERVATION_MS).toISOString()
  await payload.delete({
    collection: 'acces-espace',
    where: {
      and: [
        { lienExpireLe: { less_than: avant } },
        {
          or: [{ sessionExpireLe: { exists: false } }, { sessionExpireLe: { less_than: avant } }],
        },
      ],
    },
    overrideAccess: true,
    depth: 0,
  })
}

const enCours = new Set<Promise<unknown>>()

/** Starts the work once the answer has left (next turn of the event loop), so that known and unknown
 *  addresses answer alike and in the same time. A failure is logged without the address. */
export function envoyerLienSansAttendre(payload: Payload, email: string, siteUrl: string): void {
  const travail: Promise<unknown> = new Promise((resolve) => setTimeout(resolve, 0))
    .then(() => envoyerLienEspace(payload, email, { siteUrl }))
    .catch((err) => payload.logger.error({ err }, 'Envoi du lien d’accès aux commandes impossible'))
    .finally(() => enCours.delete(travail))
  enCours.add(travail)
}

/** Resolves once the requests started so far are done (tests, scripts). */
export async function attendreLiens(): Promise<void> {
  while (enCours.size) await Promise.allSettled([...enCours])
}
