import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { majConditionnelle, withLock } from '@/lib/infra/concurrency'

/**
 * The journal's hash chain (Law III, item 7; docs/decisions/0190-journal-enchaine.md): each entry, once sealed, carries its
 * rank, the fingerprint of the entry before it and its own, a sha256 of its content and those two. An
 * entry changed or removed in the database breaks the chain at that point (src/lib/journal/verification.ts).
 *
 * Entries are written inside the staff's request (its transaction), then sealed outside it, in order,
 * by `scellerJournal`, one sealer at a time across instances; a sealer also claims the last sealed entry's
 * `suivante` by compare-and-set, so that an entry never has two successors, and a sealer stopped between
 * the claim and the seal leaves the claimed entry for the next one to seal, with the same values.
 */
export const GENESE = '0'.repeat(64)
/** The seal's own fields: not part of the sealed content (rank and previous fingerprint are, apart). */
export const CHAMPS_SCEAU = new Set(['rang', 'precedente', 'empreinte', 'suivante'])
const HORS_CONTENU = new Set([...CHAMPS_SCEAU, 'id', 'createdAt', 'updatedAt'])

export type EntreeJournal = Record<string, unknown> & {
  id: number | string
  rang?: number | null
  precedente?: string | null
  empreinte?: string | null
  suivante?: string | null
}

/** JSON with sorted keys, empty values left out: the same text for the same entry on either database. */
function canonique(valeur: unknown): string {
  if (valeur instanceof Date) return JSON.stringify(valeur.toISOString())
  if (Array.isArray(valeur)) return `[${valeur.map(canonique).join(',')}]`
  if (valeur && typeof valeur === 'object') {
    const cles = Object.keys(valeur)
      .filter((k) => (valeur as Record<string, unknown>)[k] != null)
      .sort()
    return `{${cles.map((k) => `${JSON.stringify(k)}:${canonique((valeur as Record<string, unknown>)[k])}`).join(',')}}`
  }
  return JSON.stringify(valeur)
}

/** The fingerprint an entry must carry at `rang` after `precedente`. */
export function empreinteDe(entree: EntreeJournal, rang: number, precedente: string): string {
  const contenu = Object.fromEntries(Object.entries(entree).filter(([k]) => !HORS_CONTENU.has(k)))
  return createHash('sha256')
    .update(`${rang}\n${precedente}\n${canonique(contenu)}`)
    .digest('hex')
}

const lire = async (payload: Payload, where: object, sort: string) =>
  (
    await payload.find({
      collection: 'journal',
      where: where as never,
      sort,
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0] as unknown as EntreeJournal | undefined

const nonScellee = { empreinte: { exists: false } }

/** Seals `x` after `avant` (or as the first entry): a compare-and-set on "not sealed yet". */
async function poserSceau(payload: Payload, x: EntreeJournal, avant: EntreeJournal | undefined) {
  const rang = (avant?.rang ?? 0) + 1
  const precedente = avant?.empreinte ?? GENESE
  await majConditionnelle(
    payload,
    'journal',
    { cible: { id: { equals: x.id } }, where: nonScellee, mongo: { empreinte: null } },
    { rang, precedente, empreinte: empreinteDe(x, rang, precedente) },
  )
}

/**
 * Seals every entry not sealed yet, oldest first, one sealer at a time across instances (the shared lock
 * of src/lib/infra/concurrency/lock.ts: without it, two sealers that both found the chain empty gave two entries
 * rank 1). Returns how many this call sealed.
 */
export function scellerJournal(payload: Payload): Promise<number> {
  return withLock(payload, 'journal:scellement', () => sceller(payload))
}

async function sceller(payload: Payload): Promise<number> {
  let scellees = 0
  for (let essai = 0; essai < 10_000; essai++) {
    const dernier = await lire(payload, { empreinte: { exists: true } }, '-rang')
    if (dernier?.suivante) {
      // Claimed by a sealer that did not finish: seal it as that sealer would have.
      const claimed = await lire(payload, { id: { equals: dernier.suivante } }, 'id')
      if (claimed && !claimed.empreinte) {
        await poserSceau(payload, claimed, dernier)
        scellees++
        continue
      }
      if (claimed?.rang === (dernier.rang ?? 0) + 1) continue
      throw new Error(
        `La chaîne du journal est rompue après l’entrée n° ${dernier.rang} : lancez npm run journal:verifier.`,
      )
    }
    const x = await lire(payload, nonScellee, 'createdAt')
    if (!x) return scellees
    if (dernier) {
      const gagne = await majConditionnelle(
        payload,
        'journal',
        {
          cible: { id: { equals: dernier.id } },
          where: { suivante: { exists: false } },
          mongo: { suivante: null },
        },
        { suivante: String(x.id) },
      )
      if (gagne === null) continue
    }
    await poserSceau(payload, x, dernier)
    scellees++
  }
  return scellees
}

const enAttente = new WeakMap<Payload, NodeJS.Timeout>()

/**
 * Seals shortly after an entry is written: outside the request's transaction, once it has committed
 * (a sealer inside it would not see the entry, or would wait for its lock).
 */
export function planifierScellement(payload: Payload, delaiMs = 200): void {
  clearTimeout(enAttente.get(payload))
  const t = setTimeout(() => {
    enAttente.delete(payload)
    scellerJournal(payload).catch((err) =>
      payload.logger.error(
        { err },
        'Scellement du journal impossible ; il sera repris à la prochaine écriture.',
      ),
    )
  }, delaiMs)
  t.unref()
  enAttente.set(payload, t)
}
