import type { Payload, Where } from 'payload'

import type { Courriel } from '@/payload-types'
import { isDuplicate, majConditionnelle } from '@/lib/infra/concurrency'
import { pointDePanne } from '@/lib/infra/operations'

import type { CourrielRendu } from './gabarit'
import { lirePiecesJointes, type PieceJointe } from './piecesJointes'
import { desceller, sceller } from './scellement'

/** After this many failed attempts a mail is left `echec_definitif` for staff to look at. */
export const MAX_TENTATIVES = 10
/** How long a claimed row stays out of other senders' reach while its SMTP exchange runs. A sender
 *  killed mid-send leaves the row to be retried once this lease has passed. */
export const BAIL_ENVOI_MS = 5 * 60_000

/** Back-off after the n-th failed attempt: 1 min, 2, 4… capped at 6 h (≈ 8 h 30 in all over 10 tries). */
export const delaiAvantEssai = (tentatives: number): number =>
  Math.min(60_000 * 2 ** Math.max(0, tentatives - 1), 6 * 3600_000)

export type NouveauCourriel = {
  /** Idempotency key: the same cause (e.g. `recu:<commandeId>`) never records two mails. */
  cle: string
  destinataire: string
  /** The rendered mail, as the templates of each module return it (src/lib/commande/courriels/…). */
  mail: CourrielRendu & { subject: string }
  /** Files it carries, by storage key (the receipt's CGV). */
  piecesJointes?: PieceJointe[]
}

async function parCle(payload: Payload, cle: string): Promise<Courriel | null> {
  return payload.findByID({
    collection: 'courriels',
    id: cle,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
}

/**
 * Records a mail in the outbox, once per key: the key is the row's id, so a redelivered event, or two
 * deliveries at once, cannot make a second row. Returns the row (its id and state are what callers use).
 */
export async function enregistrerCourriel(
  payload: Payload,
  { cle, destinataire, mail, piecesJointes }: NouveauCourriel,
  maintenant = new Date(),
): Promise<Pick<Courriel, 'id' | 'statut'>> {
  const existant = await parCle(payload, cle)
  if (existant) return existant
  try {
    return await payload.create({
      collection: 'courriels',
      data: {
        id: cle,
        cle,
        destinataire,
        sujet: mail.subject,
        // Sealed: the links they carry are credentials, and staff read the outbox (0162).
        html: mail.html ? sceller(mail.html) : null,
        texte: sceller(mail.text),
        piecesJointes: piecesJointes?.length ? piecesJointes : null,
        statut: 'a_envoyer',
        tentatives: 0,
        prochainEssai: maintenant.toISOString(),
      },
      overrideAccess: true,
      depth: 0,
    })
  } catch (err) {
    const gagnant = await parCle(payload, cle)
    if (gagnant) return gagnant
    // Another delivery wrote it a moment ago (its row may not be readable yet here): the drain sends it.
    if (isDuplicate(err)) return { id: cle, statut: 'a_envoyer' }
    throw err
  }
}

/** An SMTP error as staff may read it: code and message, never credentials or secrets. */
export function resumerErreur(err: unknown, env: Record<string, string | undefined> = process.env): string {
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown }
  const code = [e.code, e.responseCode].filter((x) => typeof x === 'string' || typeof x === 'number')
  let texte = [...code, typeof e.message === 'string' ? e.message : String(err)].join(' ')
  for (const secret of [env.SMTP_PASS, env.SMTP_USER, env.PAYLOAD_SECRET, env.STRIPE_SECRET_KEY]) {
    if (secret && secret.length >= 4) texte = texte.split(secret).join('***')
  }
  return texte
    .replace(/\/\/[^/\s@]+@/g, '//***@')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300)
}

type Issue = 'envoye' | 'echec' | 'pris'

/** Claims the row (compare-and-set on its attempt counter: one sender wins), then sends it. */
async function envoyerUn(payload: Payload, doc: Courriel, maintenant: Date): Promise<Issue> {
  const n = doc.tentatives ?? 0
  const reserve = await majConditionnelle(
    payload,
    'courriels',
    {
      cible: { id: { equals: doc.id } },
      where: { and: [{ statut: { equals: 'a_envoyer' } }, { tentatives: { equals: n } }] },
      mongo: { statut: 'a_envoyer', tentatives: n },
    },
    { tentatives: n + 1, prochainEssai: new Date(maintenant.getTime() + BAIL_ENVOI_MS).toISOString() },
  )
  if (reserve === null) return 'pris'
  pointDePanne('envoi-apres-reservation')
  try {
    await payload.sendEmail({
      to: doc.destinataire,
      subject: doc.sujet,
      html: doc.html ? desceller(doc.html) : undefined,
      text: desceller(doc.texte),
      attachments: await lirePiecesJointes(payload, doc.piecesJointes),
    })
  } catch (err) {
    const definitif = n + 1 >= MAX_TENTATIVES
    const derniereErreur = resumerErreur(err)
    payload.logger.error(
      { cle: doc.cle, tentatives: n + 1, erreur: derniereErreur },
      definitif
        ? 'Courriel abandonné après plusieurs échecs'
        : 'Échec de l’envoi d’un courriel, nouvel essai prévu',
    )
    await payload.db.updateOne({
      collection: 'courriels',
      id: doc.id,
      data: {
        statut: definitif ? 'echec_definitif' : 'a_envoyer',
        prochainEssai: definitif
          ? null
          : new Date(maintenant.getTime() + delaiAvantEssai(n + 1)).toISOString(),
        derniereErreur,
        updatedAt: new Date().toISOString(),
      },
      returning: false,
    })
    return 'echec'
  }
  await payload.db.updateOne({
    collection: 'courriels',
    id: doc.id,
    data: {
      statut: 'envoye',
      envoyeLe: new Date().toISOString(),
      prochainEssai: null,
      derniereErreur: null,
      updatedAt: new Date().toISOString(),
    },
    returning: false,
  })
  return 'envoye'
}

export type BilanEnvoi = { envoyes: number; echecs: number; pris: number }

/**
 * Sends the outbox rows that are due (`a_envoyer`, next attempt ≤ `maintenant`), oldest first; `ids`
 * narrows it to given rows (the immediate try after a webhook). Safe with any number of senders at once,
 * in one process or several: each row is claimed before it is sent.
 */
export async function envoyerCourriels(
  payload: Payload,
  {
    maintenant = new Date(),
    ids,
    limite = 50,
  }: { maintenant?: Date; ids?: (number | string)[]; limite?: number } = {},
): Promise<BilanEnvoi> {
  const where: Where = {
    and: [
      { statut: { equals: 'a_envoyer' } },
      { prochainEssai: { less_than_equal: maintenant.toISOString() } },
      ...(ids ? [{ id: { in: ids } }] : []),
    ],
  }
  const { docs } = await payload.find({
    collection: 'courriels',
    where,
    sort: ['prochainEssai', 'id'],
    limit: limite,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const bilan: BilanEnvoi = { envoyes: 0, echecs: 0, pris: 0 }
  for (const doc of docs) {
    const issue = await envoyerUn(payload, doc, maintenant)
    if (issue === 'envoye') bilan.envoyes += 1
    else if (issue === 'echec') bilan.echecs += 1
    else bilan.pris += 1
  }
  return bilan
}

const enCours = new Set<Promise<unknown>>()

/** Tries the given rows at once without making the caller wait (Stripe must not wait on SMTP); a
 *  failure stays in the outbox for the periodic drain. */
export function envoyerSansAttendre(payload: Payload, ids: (number | string)[]): void {
  if (!ids.length) return
  const envoi: Promise<unknown> = envoyerCourriels(payload, { ids })
    .catch((err) => payload.logger.error({ err }, 'Envoi immédiat des courriels impossible'))
    .finally(() => enCours.delete(envoi))
  enCours.add(envoi)
}

/** Resolves once the immediate sends started so far are over (scripts and tests that exit after). */
export async function attendreEnvois(): Promise<void> {
  while (enCours.size) await Promise.allSettled([...enCours])
}
