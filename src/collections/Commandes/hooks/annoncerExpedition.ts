import type { CollectionAfterChangeHook } from 'payload'

import type { Commande } from '@/payload-types'
import { adresseEnLignes, cleCourrielExpedition } from '@/lib/commande/expedition'
import { enregistrerCourriel, envoyerSansAttendre } from '@/lib/mail/courriels'
import { mailExpedition } from '@/lib/mail/templates/expedition'
import { estRestreint } from '@/lib/donnees/restriction'

/**
 * afterChange: the write that dates the shipping records the customer's mail in the outbox (key
 * `expedition:<id>`, so a retried write cannot record two); the drain sends it and retries it.
 */
export const annoncerExpedition: CollectionAfterChangeHook<Commande> = async ({ doc, previousDoc, req }) => {
  if (doc.statut !== 'expediee' || !doc.expedieeLe || previousDoc?.expedieeLe) return doc
  if (estRestreint(doc, 'mail-expedition')) return doc
  const mail = mailExpedition({
    numero: doc.numero,
    lignes: doc.lignes ?? [],
    transporteur: doc.transporteur ?? 'autre',
    numeroSuivi: doc.numeroSuivi ?? '',
    adresse: adresseEnLignes(doc.adresseLivraison),
  })
  const courriel = await enregistrerCourriel(req.payload, {
    cle: cleCourrielExpedition(doc.id),
    destinataire: doc.email,
    mail,
  })
  // Sent at once, as the receipt is; a failure stays in the outbox for the periodic drain.
  if (courriel.statut === 'a_envoyer') envoyerSansAttendre(req.payload, [courriel.id])
  return doc
}
