import type { CollectionAfterChangeHook } from 'payload'

import type { Commande } from '@/payload-types'
import { adresseEnLignes, cleCourrielExpedition, estRestreint, courrielExpedition } from '@/lib/commande'
import { enregistrerCourriel, envoyerSansAttendre } from '@/lib/courriel'

/**
 * afterChange: the write that dates the shipping records the customer's mail in the outbox (key
 * `expedition:<id>`, so a retried write cannot record two); the drain sends it and retries it.
 */
export const annoncerExpedition: CollectionAfterChangeHook<Commande> = async ({ doc, previousDoc, req }) => {
  if (doc.statut !== 'expediee' || !doc.expedieeLe || previousDoc?.expedieeLe) return doc
  // `doc` is what the writer may read: the workshop reads neither the e-mail nor, once shipped, the
  // address (src/access/champsAtelier.ts). The mail is written from the stored order.
  const commande = await req.payload.findByID({
    collection: 'commandes',
    id: doc.id,
    depth: 0,
    overrideAccess: true,
    req,
  })
  // Read on the stored order: the workshop's `doc` may not carry the restriction flag.
  if (estRestreint(commande, 'mail-expedition')) return doc
  const mail = courrielExpedition({
    numero: commande.numero,
    lignes: commande.lignes ?? [],
    transporteur: commande.transporteur ?? 'autre',
    numeroSuivi: commande.numeroSuivi ?? '',
    adresse: adresseEnLignes(commande.adresseLivraison),
  })
  const courriel = await enregistrerCourriel(req.payload, {
    cle: cleCourrielExpedition(doc.id),
    destinataire: commande.email,
    mail,
  })
  // Sent at once, as the receipt is; a failure stays in the outbox for the periodic drain.
  if (courriel.statut === 'a_envoyer') envoyerSansAttendre(req.payload, [courriel.id])
  return doc
}
