import type { Payload } from 'payload'
import { z } from 'zod'

import { ecrireRetractation, lireCommande, STATUTS_PAYES } from '@/lib/commande'
import { normaliserEmail } from '@/lib/espace'
import { dateHeure, emailSchema, formatDate } from '@/lib/format'
import { enregistrerCourriel, envoyerSansAttendre } from '@/lib/courriel'
import { courrielAccuseRetractation, courrielAtelierRetractation } from '@/lib/retractation/courriel'
import type { Commande } from '@/payload-types'

import {
  AVERTISSEMENT_HORS_DELAI,
  eligibilite,
  lignesRetractees,
  REFUS_RETRACTATION,
  type LigneRetractable,
  type LigneRetractee,
  type Refus,
} from '../commande'

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
  // Where the customer wants the acknowledgement, when not at the order's address (directive 2011/83,
  // article 11a as amended: the means they choose).
  emailAccuse: emailSchema.optional(),
})

export type Resume = {
  numero: string
  date: string
  /** The period's last day in French, or null while it has not begun (not shipped yet). */
  dernierJour: string | null
  refus: string | null
  /** Shown once the period is over: a statement is still recorded, « hors délai ». */
  avertissement: string | null
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
  const c = await lireCommande(payload, { numero: { equals: num } })
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
    avertissement: !e.refus && e.horsDelai ? AVERTISSEMENT_HORS_DELAI : null,
    lignes: e.lignes,
  }
}

type Enregistree = {
  ok: true
  recueLe: string
  lignes: LigneRetractable[]
  horsDelai: boolean
  /** Where the acknowledgement went. */
  email: string
}

/** The chosen lines as the order records them, each with its statement. */
const lignesDeclarees = (
  c: Commande,
  choisies: LigneRetractable[],
  declaration: Pick<LigneRetractee, 'recueLe' | 'horsDelai' | 'email' | 'declaration'>,
): LigneRetractee[] =>
  choisies.map(({ slug, titre, prix }) => ({
    ligne: c.lignes?.find((l) => l.slug === slug)?.id ?? null,
    slug,
    titre,
    prix,
    recueLe: declaration.recueLe,
    horsDelai: declaration.horsDelai,
    decision: null,
    email: declaration.email,
    declaration: declaration.declaration,
  }))

/** The statement written if the order still has the statement count it was read with (and is paid);
 *  null when another statement came first. */
function inscrireDeclaration(
  payload: Payload,
  c: Commande,
  {
    avant,
    numero,
    recue,
    nouvelles,
  }: { avant: number | null; numero: number; recue: Date; nouvelles: LigneRetractee[] },
) {
  const payes = [...STATUTS_PAYES]
  return ecrireRetractation(
    payload,
    {
      cible: { id: { equals: c.id } },
      where: {
        and: [
          avant === null
            ? { declarationsRetractation: { exists: false } }
            : { declarationsRetractation: { equals: avant } },
          { statut: { in: payes } },
        ],
      },
      mongo: { declarationsRetractation: avant, statut: { $in: payes } },
    },
    {
      retracteeLe: recue.toISOString(),
      lignesRetractees: [...lignesRetractees(c), ...nouvelles],
      declarationsRetractation: numero,
    },
  )
}

/**
 * Records a statement of withdrawal from the chosen printed items (all those not withdrawn from yet by
 * default) and puts its acknowledgement in the outbox at once. An order takes several statements, one
 * per line at most: each write is a compare-and-set on the order's statement count, so two at once
 * never both take a line (the loser re-reads and tries again). After the period the statement is
 * recorded « hors délai » for the owner to judge (docs/decisions/0133).
 */
export async function retracter(
  payload: Payload,
  commande: Commande,
  slugs: string[] | undefined,
  { siteUrl, now = Date.now(), emailAccuse }: { siteUrl: string; now?: number; emailAccuse?: string },
): Promise<Enregistree | Echec> {
  if (slugs && !slugs.length) return echec('aucuneLigne', 400)
  let c = commande
  for (let essai = 0; essai < 5; essai++) {
    const e = eligibilite(c, now)
    if (e.refus) return echec(e.refus)
    const eligibles = e.lignes.filter((l) => l.eligible)
    const choisies = slugs ? eligibles.filter((l) => slugs.includes(l.slug)) : eligibles
    if (slugs && choisies.length !== new Set(slugs).size) return echec('ligneInvalide', 400)

    const recue = new Date(now)
    const avant = c.declarationsRetractation ?? null
    const numero = (avant ?? (c.retracteeLe ? 1 : 0)) + 1
    const destinataire = (emailAccuse ?? c.email).toLowerCase()
    const nouvelles = lignesDeclarees(c, choisies, {
      recueLe: recue.toISOString(),
      horsDelai: e.horsDelai,
      email: destinataire,
      declaration: numero,
    })
    const gagnant = await inscrireDeclaration(payload, c, { avant, numero, recue, nouvelles })
    if (gagnant === null) {
      const relue = await payload.findByID({
        collection: 'commandes',
        id: c.id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
      if (!relue) return echec('introuvable', 404)
      c = relue
      continue
    }
    const ids = await accuser(payload, c, {
      numero,
      recue,
      choisies,
      destinataire,
      horsDelai: e.horsDelai,
      siteUrl,
    })
    envoyerSansAttendre(payload, ids)
    return {
      ok: true,
      recueLe: dateHeure(recue),
      lignes: choisies,
      horsDelai: e.horsDelai,
      email: destinataire,
    }
  }
  return echec('dejaRetractee')
}

/** The acknowledgement to the customer and the workshop's notice, through the outbox. The first
 *  statement keeps the keys it always had. */
async function accuser(
  payload: Payload,
  c: Commande,
  a: {
    numero: number
    recue: Date
    choisies: LigneRetractable[]
    destinataire: string
    horsDelai: boolean
    siteUrl: string
  },
): Promise<(number | string)[]> {
  const suffixe = a.numero > 1 ? `:${a.numero}` : ''
  const reglages = await payload
    .findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })
    .catch(() => null)
  const mail = courrielAccuseRetractation({
    numero: c.numero,
    dateCommande: formatDate(c.payeeLe ?? c.createdAt),
    email: c.email,
    recueLe: dateHeure(a.recue),
    lignes: a.choisies,
    horsDelai: a.horsDelai,
    adresseRetour:
      [reglages?.raisonSociale, reglages?.adresseVendeur].filter(Boolean).join('\n').trim() || null,
    espace: `${a.siteUrl}/mes-commandes`,
  })
  const row = await enregistrerCourriel(payload, {
    cle: `retractation:${c.id}${suffixe}`,
    destinataire: a.destinataire,
    mail,
  })
  const ids = [row.id]
  // The workshop hears of it too, to expect the parcel back and refund in time.
  if (reglages?.email) {
    const avis = courrielAtelierRetractation({
      numero: c.numero,
      email: c.email,
      recueLe: dateHeure(a.recue),
      lignes: a.choisies,
      horsDelai: a.horsDelai,
      admin: `${a.siteUrl}/admin/retractations`,
    })
    const atelier = await enregistrerCourriel(payload, {
      cle: `retractation-atelier:${c.id}${suffixe}`,
      destinataire: reglages.email,
      mail: avis,
    })
    ids.push(atelier.id)
  }
  return ids
}
