import { libelleTransporteur, lienSuivi } from '@/lib/commande/transporteurs'

import { referenceDeRetractation } from './recu'
import { rendreCourriel, type Bloc, type CourrielRendu } from '../../courriel'

export type CommandeExpediee = {
  numero: string
  lignes: { titre: string; livraison: string }[]
  transporteur: string
  numeroSuivi: string
  /** The shipping address as lines, already formatted (src/lib/commande/expedition.ts). */
  adresse: string[]
}

/** Sent once when staff mark the order shipped: the printed items, the carrier and where to follow them. */
export function courrielExpedition(c: CommandeExpediee): CourrielRendu & { subject: string } {
  const imprimes = c.lignes.filter((l) => l.livraison === 'imprime')
  const lien = lienSuivi(c.transporteur, c.numeroSuivi)
  const transporteur = libelleTransporteur(c.transporteur)
  const blocs: Bloc[] = [
    {
      type: 'texte',
      texte: `Bonne nouvelle\u00a0: votre commande ${c.numero} vient de partir. ${
        imprimes.length > 1 ? 'Ces articles sont en route' : 'Cet article est en route'
      }\u00a0:`,
    },
    {
      type: 'lignes',
      lignes: [
        ...imprimes.map((l) => ({ libelle: l.titre, valeur: 'tirage imprimé' })),
        // « Autre » tells the customer nothing: the number alone then.
        ...(c.transporteur === 'autre' ? [] : [{ libelle: 'Transporteur', valeur: transporteur }]),
        { libelle: 'Numéro de suivi', valeur: c.numeroSuivi },
      ],
    },
  ]
  if (c.adresse.length)
    blocs.push({ type: 'texte', texte: `Adresse de livraison\u00a0:\n${c.adresse.join('\n')}` })
  if (lien) blocs.push({ type: 'bouton', href: lien, libelle: `Suivre le colis sur le site ${transporteur}` })
  else
    blocs.push({
      type: 'texte',
      texte: `Gardez le numéro de suivi ${c.numeroSuivi}\u00a0: le transporteur vous le demandera pour suivre le colis.`,
    })
  blocs.push(referenceDeRetractation(c.numero))
  blocs.push({ type: 'texte', texte: 'Une question\u00a0? Répondez simplement à ce message.' })
  return {
    subject: `Votre commande ${c.numero} est en route`,
    ...rendreCourriel({ titre: `Commande ${c.numero} expédiée`, blocs }),
  }
}
