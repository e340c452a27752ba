import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { isDuplicate, LockTimeout, withLock } from '@/lib/infra/concurrency'

import { rembourserCommande } from './remboursement'
import type { Demande, Stripe } from '../../commande'

/** The `Idempotency-Key` header: 8 to 128 letters, digits, `-` or `_` (a UUID fits). */
const CLE = /^[A-Za-z0-9_-]{8,128}$/
/** How long an answer is kept for a repeated key (Stripe keeps its idempotency keys a day). */
const CONSERVATION_MS = 30 * 86_400_000
/** Without a key, one identical request in this window (and the one before) is the same intent. */
export const FENETRE_INTENTION_MS = 10 * 60_000

export const MESSAGES_DEMANDE = {
  cle: 'L’en-tête Idempotency-Key compte de 8 à 128 caractères parmi les lettres, les chiffres, «\u00a0-\u00a0» et «\u00a0_\u00a0».',
  autreDemande:
    'Cette clé d’idempotence a déjà servi pour une autre demande de remboursement de cette commande\u00a0: rouvrez la fenêtre «\u00a0Rembourser\u00a0».',
  occupee: 'Un autre remboursement de cette commande est en cours\u00a0: réessayez dans quelques instants.',
} as const

/** The header's key, null when absent, false when it is not one. */
export function lireCleIdempotence(headers: Headers): string | null | false {
  const brute = headers.get('idempotency-key')
  if (brute === null) return null
  return CLE.test(brute) ? brute : false
}

const hacher = (texte: string) => createHash('sha256').update(texte).digest('base64url').slice(0, 32)

/** The body as an intent: chosen lines in any order are the same request. */
const empreinteDe = (demande: Demande) =>
  hacher(
    JSON.stringify({
      lignes: demande.lignes
        ? demande.lignes.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).sort()
        : null,
      montant: demande.montant ?? null,
      ...(demande.livraison ? { livraison: true } : {}),
    }),
  )

/** `rejouee`: the stored first answer to a repeated key, which refunded nothing now. */
type Reponse = Awaited<ReturnType<typeof rembourserCommande>> & { rejouee?: true }
type Ligne = { empreinte: string; intention: string; statutHttp?: number | null; reponse?: unknown }

const lireLigne = (payload: Payload, id: string) =>
  payload.findByID({
    collection: 'demandes-remboursement',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  }) as Promise<Ligne | null>

async function ecrireLigne(payload: Payload, id: string, numero: string, ligne: Ligne): Promise<void> {
  await payload.delete({
    collection: 'demandes-remboursement',
    where: { createdAt: { less_than: new Date(Date.now() - CONSERVATION_MS).toISOString() } },
    overrideAccess: true,
    depth: 0,
  })
  try {
    await payload.create({
      collection: 'demandes-remboursement',
      data: { id, numero, ...ligne, reponse: ligne.reponse as never },
      overrideAccess: true,
      depth: 0,
    })
  } catch (err) {
    // Written by an earlier holder of the lock whose row this one did not see yet: its answer stands.
    if (!isDuplicate(err)) throw err
  }
}

/** Without a key: the intent of an identical request of this window or the one before, else a new one. */
async function intentionSansCle(payload: Payload, numero: string, empreinte: string, maintenant: number) {
  const fenetre = Math.floor(maintenant / FENETRE_INTENTION_MS)
  for (const f of [fenetre - 1, fenetre]) {
    const id = `${numero}:auto:${empreinte}:${f}`
    if (await lireLigne(payload, id)) return `auto-${hacher(id)}`
  }
  const id = `${numero}:auto:${empreinte}:${fenetre}`
  const intention = `auto-${hacher(id)}`
  await ecrireLigne(payload, id, numero, { empreinte, intention })
  return intention
}

/**
 * One refund per intent (ticket 44): « Rembourser » runs under the order's lock, shared by every
 * instance. With an `Idempotency-Key` (the admin's dialog sends one per opening) a repeated key gets the
 * first answer, stored; without one, an identical request within the window reuses the first one's
 * intent. Stripe's idempotency key is derived from that intent, never from what the first refund changes.
 */
export async function traiterDemandeRemboursement(
  payload: Payload,
  stripe: Stripe | null,
  numero: string,
  demande: Demande,
  { cle, siteUrl, maintenant = Date.now() }: { cle: string | null; siteUrl: string; maintenant?: number },
): Promise<Reponse> {
  const commande = numero.toUpperCase()
  const empreinte = empreinteDe(demande)
  try {
    return await withLock(payload, `remboursement:${commande}`, async () => {
      const id = cle ? `${commande}:cle:${cle}` : null
      const deja = id ? await lireLigne(payload, id) : null
      if (deja && deja.empreinte !== empreinte)
        return { status: 422, body: { error: MESSAGES_DEMANDE.autreDemande } }
      if (deja?.statutHttp)
        return { status: deja.statutHttp, body: deja.reponse as Reponse['body'], rejouee: true }
      const intention = cle ? `cle-${cle}` : await intentionSansCle(payload, commande, empreinte, maintenant)
      const reponse = await rembourserCommande(payload, stripe, numero, demande, { siteUrl, intention })
      // A 5xx refunded nothing (Stripe refused or was unreachable): the same key may try again.
      if (id && reponse.status < 500)
        await ecrireLigne(payload, id, commande, {
          empreinte,
          intention,
          statutHttp: reponse.status,
          reponse: reponse.body,
        })
      return reponse
    })
  } catch (err) {
    if (err instanceof LockTimeout) return { status: 409, body: { error: MESSAGES_DEMANDE.occupee } }
    throw err
  }
}
