import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import type { Commande } from '@/payload-types'
import { STATUTS_COMMANDE } from '@/lib/catalogue'
import {
  type Auteur,
  estEcritureSysteme,
  estPayee,
  MESSAGE_NON_PAYEE,
  transitionPermise,
} from '@/lib/commande'
import { MESSAGES_REMBOURSEMENT } from '@/lib/facture'

type Statut = Commande['statut']

/**
 * What the checkout, Stripe and the shop's code write, and nobody changes afterwards — not the admin
 * form, not REST, not a staff endpoint using the local API with overrideAccess. Staff write `statut`
 * (through the table), `transporteur` and `numeroSuivi` only.
 */
export const CHAMPS_SYSTEME = [
  'numero',
  'email',
  'lignes',
  'sousTotal',
  'fraisDePort',
  'total',
  'remise',
  'codePromo',
  'devise',
  'rembourseeLe',
  'montantRembourse',
  'remboursementStripe',
  'numeroAvoir',
  'avoirLe',
  'expedieeLe',
  'stripeSessionId',
  'adresseLivraison',
  'facturation',
  'payeeLe',
  'numeroFacture',
  'factureLe',
  'stripePaymentIntentId',
  'expireeLe',
  'ventesComptees',
  // The issued documents' files and hashes (src/lib/facture/emission.ts), the erasure's restriction.
  'factureCle',
  'factureSha256',
  'avoirCle',
  'avoirSha256',
  'donneesRestreintes',
  'restreinteLe',
  // The 24 h sweep reads it.
  'createdAt',
] as const satisfies readonly (keyof Commande)[]

export const MESSAGE_SUIVI_NON_PAYEE =
  'Le transporteur et le numéro de suivi se renseignent sur une commande payée ou expédiée.'

const libelle = (statut: unknown) => STATUTS_COMMANDE.find((s) => s.value === statut)?.label ?? String(statut)

/** Why `auteur` may not move the order from `de` to `vers`, in French; null when it may. */
export function refusTransition(
  avant: Pick<Commande, 'statut' | 'expireeLe'>,
  vers: Statut,
  auteur: Auteur,
): string | null {
  const de = avant.statut
  if (transitionPermise(de, vers, auteur, avant)) return null
  if (de === 'remboursee') return MESSAGES_REMBOURSEMENT.definitif
  if (vers === 'remboursee') return MESSAGES_REMBOURSEMENT.manuel
  if (vers === 'expediee') return `${MESSAGE_NON_PAYEE} (statut actuel\u00a0: ${libelle(de).toLowerCase()}).`
  if (vers === 'payee' && auteur === 'equipe')
    return 'Une commande devient «\u00a0Payée\u00a0» quand Stripe confirme son paiement, jamais à la main.'
  return `Une commande ne passe pas de «\u00a0${libelle(de)}\u00a0» à «\u00a0${libelle(vers)}\u00a0».`
}

const refuser = (req: Parameters<CollectionBeforeChangeHook>[0]['req'], path: string, message: string) => {
  const refus = new ValidationError(
    { collection: 'commandes', errors: [{ path, label: path, message }], req },
    req.t,
  )
  // The reason itself: the admin's notice and the REST answer's `error` say it.
  refus.message = message
  return refus
}

/**
 * beforeChange, on every update whatever its path: the fields above keep their stored values unless
 * the shop's own code writes (src/lib/commande/ecritureSysteme.ts), and a change of `statut` must be a
 * move of the table (src/lib/commande/transitions.ts) open to its author. Creation is the checkout's
 * (REST may not create orders at all).
 */
export const appliquerTransitions: CollectionBeforeChangeHook<Commande> = ({
  context,
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const systeme = estEcritureSysteme(context)
  const suite: Partial<Commande> = { ...data }
  if (!systeme)
    for (const champ of CHAMPS_SYSTEME)
      if (champ in suite) (suite as Record<string, unknown>)[champ] = originalDoc[champ]

  const vers = suite.statut ?? originalDoc.statut
  const message = refusTransition(originalDoc, vers, systeme ? 'systeme' : 'equipe')
  if (message) throw refuser(req, 'statut', message)

  const change = (champ: 'transporteur' | 'numeroSuivi') =>
    champ in suite && (suite[champ] ?? null) !== (originalDoc[champ] ?? null)
  if (!systeme && (change('transporteur') || change('numeroSuivi')) && !estPayee(vers))
    throw refuser(req, 'transporteur', MESSAGE_SUIVI_NON_PAYEE)
  return suite
}
