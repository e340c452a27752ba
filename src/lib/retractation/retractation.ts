import type { Payload } from 'payload'
import { z } from 'zod'

import { majConditionnelle } from '@/lib/commande/conditionnel'
import { STATUTS_PAYES } from '@/lib/commande/statuts'
import { normaliserEmail } from '@/lib/espace/jeton'
import { emailSchema } from '@/lib/format/email'
import { dateHeure, formatDate } from '@/lib/format/date'
import { enregistrerCourriel, envoyerSansAttendre } from '@/lib/mail/courriels'
import { mailAccuseRetractation, mailAtelierRetractation } from '@/lib/mail/templates/retractation'
import type { Commande } from '@/payload-types'

import { eligibilite, REFUS_RETRACTATION, type LigneRetractable, type Refus } from './delai'

const numero = z
  .string({ error: 'Indiquez le numéro de votre commande.' })
  .trim()
  .min(1, 'Indiquez le numéro de votre commande.')
  .max(40, 'Numéro de commande trop long.')
  .transform((v) => v.toUpperCase())

/** The order named by its number, and the e-mail it was placed with (absent when a session gives it). */
export const demandeSchema = z.object({ numero, email: emailSchema.optional() })
export const confirmationSchema = demandeSchema.extend({
  lignes: z
    .array(z.string({ error: 'Article invalide.' }).max(200, 'Article invalide.'), {
      error: 'La liste des articles est invalide.',
    })
    .max(100, 'Article invalide.')
    .optional(),
})

export type Resume = {
  numero: string
  date: string
  /** The period's last day in French, or null while it has not begun (not shipped yet). */
  dernierJour: string | null
  refus: string | null
  lignes: LigneRetractable[]
}

type Echec = { ok: false; status: 404 | 409 | 400; message: string }
const echec = (refus: Refus, status: Echec['status'] = 409): Echec => ({
  ok: false,
  status,
  message: REFUS_RETRACTATION[refus],
})

/** The order of this number placed with this e-mail (any case), or null: the same answer for an
 *  unknown number and for someone else's order. */
export async function commandeDuClient(
  payload: Payload,
  num: string,
  email: string,
): Promise<Commande | null> {
  const { docs } = await payload.find({
    collection: 'commandes',
    where: { numero: { equals: num } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const c = docs[0]
  return c && normaliserEmail(c.email) === normaliserEmail(email) ? c : null
}

const jourEnFrancais = (j: string | null) => (j ? formatDate(`${j}T12:00:00Z`) : null)

export function resume(c: Commande, now = Date.now()): Resume {
  const e = eligibilite(c, now)
  return {
    numero: c.numero,
    date: formatDate(c.payeeLe ?? c.createdAt),
    dernierJour: jourEnFrancais(e.dernierJour),
    refus: e.refus
      ? e.refus === 'dejaRetractee' && c.retracteeLe
        ? `${REFUS_RETRACTATION.dejaRetractee} (le ${dateHeure(new Date(c.retracteeLe))}).`
        : REFUS_RETRACTATION[e.refus]
      : null,
    lignes: e.lignes,
  }
}

/**
 * Records the withdrawal from the chosen printed items (all eligible ones by default) and puts the
 * acknowledgement in the outbox at once. One withdrawal per order: the write is a compare-and-set on
 * `retracteeLe`, so two confirmations at once record one and mail one acknowledgement.
 */
export async function retracter(
  payload: Payload,
  c: Commande,
  slugs: string[] | undefined,
  { siteUrl, now = Date.now() }: { siteUrl: string; now?: number },
): Promise<{ ok: true; recueLe: string; lignes: LigneRetractable[] } | Echec> {
  const e = eligibilite(c, now)
  if (e.refus) return echec(e.refus)
  const eligibles = e.lignes.filter((l) => l.eligible)
  const choisies = slugs ? eligibles.filter((l) => slugs.includes(l.slug)) : eligibles
  if (slugs && !slugs.length) return echec('aucuneLigne', 400)
  if (slugs && choisies.length !== new Set(slugs).size) return echec('ligneInvalide', 400)

  const recue = new Date(now)
  const payes = [...STATUTS_PAYES]
  const gagnant = await majConditionnelle(
    payload,
    'commandes',
    {
      cible: { id: { equals: c.id } },
      where: { and: [{ retracteeLe: { exists: false } }, { statut: { in: payes } }] },
      mongo: { retracteeLe: null, statut: { $in: payes } },
    },
    {
      retracteeLe: recue.toISOString(),
      lignesRetractees: choisies.map(({ slug, titre, prix }) => ({ slug, titre, prix })),
    },
  )
  if (gagnant === null) return echec('dejaRetractee')

  const reglages = await payload
    .findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })
    .catch(() => null)
  const mail = mailAccuseRetractation({
    numero: c.numero,
    dateCommande: formatDate(c.payeeLe ?? c.createdAt),
    email: c.email,
    recueLe: dateHeure(recue),
    lignes: choisies,
    adresseRetour:
      [reglages?.raisonSociale, reglages?.adresseVendeur].filter(Boolean).join('\n').trim() || null,
    espace: `${siteUrl}/mes-commandes`,
  })
  const row = await enregistrerCourriel(payload, {
    cle: `retractation:${c.id}`,
    destinataire: c.email,
    mail,
  })
  const ids = [row.id]
  // The workshop hears of it too, to expect the parcel back and refund in time.
  if (reglages?.email) {
    const avis = mailAtelierRetractation({
      numero: c.numero,
      email: c.email,
      recueLe: dateHeure(recue),
      lignes: choisies,
      admin: `${siteUrl}/admin/retractations`,
    })
    const atelier = await enregistrerCourriel(payload, {
      cle: `retractation-atelier:${c.id}`,
      destinataire: reglages.email,
      mail: avis,
    })
    ids.push(atelier.id)
  }
  envoyerSansAttendre(payload, ids)
  return { ok: true, recueLe: dateHeure(recue), lignes: choisies }
}
