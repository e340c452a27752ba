import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import type { Commande } from '@/payload-types'
import { refusExpedition } from '@/lib/commande'

/**
 * beforeChange: a save as `expediee` is checked against the state the order was in, and dated once
 * (a second save keeps the first date). Other moves are left as they were.
 */
export const preparerExpedition: CollectionBeforeChangeHook<Commande> = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const valeur = <K extends keyof Commande>(k: K): Commande[K] | undefined =>
    data[k] !== undefined ? (data[k] as Commande[K]) : originalDoc?.[k]
  // Orders are created by the checkout only (fixtures and copies may create shipped ones as they were).
  if (operation !== 'update' || valeur('statut') !== 'expediee') return data
  const erreurs = refusExpedition(originalDoc, {
    lignes: valeur('lignes'),
    transporteur: valeur('transporteur'),
    numeroSuivi: valeur('numeroSuivi'),
  })
  if (erreurs.length) {
    const refus = new ValidationError({ collection: 'commandes', errors: erreurs, req }, req.t)
    // The reasons themselves rather than « Le champ suivant n’est pas valide »: the admin's notice and
    // the REST answer's `error` (src/lib/auth/apiGuard.ts) then say what to do.
    refus.message = erreurs.map((e) => e.message).join(' ')
    throw refus
  }
  return { ...data, expedieeLe: originalDoc?.expedieeLe ?? new Date().toISOString() }
}
