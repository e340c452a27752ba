import type { Payload } from 'payload'

import type { Commande } from '@/payload-types'
import { type PieceJointe, pieceJointeCgv } from '@/lib/cgv'
import { lienFacture, type regimeFige } from '@/lib/facture'
import { enregistrerCourriel } from '@/lib/courriel'
import { courrielRecu, lienTelechargement, refCommande, type Stripe } from '@/lib/commande'
import { mentionsTva } from '@/lib/tva'
import { identiteDesReglages } from '@/lib/vendeur'

/** The CGV in force, attached to the receipt as a PDF (L221-13); should it fail, the receipt still goes,
 *  with its link to the CGV page. */
async function cgvEnVigueur(payload: Payload, numero: string): Promise<PieceJointe[]> {
  try {
    const cgv = await pieceJointeCgv(payload)
    if (!cgv) payload.logger.warn({ numero }, 'Aucune page CGV publiée : reçu envoyé sans les CGV en PDF')
    return cgv ? [cgv] : []
  } catch (err) {
    payload.logger.error({ err, numero }, 'CGV en PDF impossibles à joindre au reçu')
    return []
  }
}

/**
 * The receipt of a paid order (src/lib/commande/webhook.ts), put in the outbox once (its key): the
 * download links, the invoice's link, the VAT mentions of its regime, the CGV in force. Returns its row.
 */
export async function envoyerRecu(
  payload: Payload,
  commande: Commande,
  session: Stripe.Checkout.Session,
  {
    siteUrl,
    numeroFacture,
    regime,
  }: { siteUrl: string; numeroFacture: string | null; regime: ReturnType<typeof regimeFige> },
) {
  const ref = await refCommande(payload, commande)
  const liens = (commande.lignes ?? [])
    .filter((l) => l.livraison === 'numerique')
    .map((l) => ({ titre: l.titre, href: lienTelechargement(siteUrl, ref, l.slug) }))
  const suiviUrl = session.id
    ? `${siteUrl}/commande?session_id=${encodeURIComponent(session.id)}`
    : `${siteUrl}/commande`
  const facture = { numero: numeroFacture, href: lienFacture(siteUrl, ref) }
  const reglages = await payload.findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })
  const mail = courrielRecu(
    {
      ...commande,
      lignes: commande.lignes ?? [],
      mentionsTva: mentionsTva(regime, {
        biens: (commande.lignes ?? []).some((l) => l.livraison !== 'numerique'),
        services: (commande.lignes ?? []).some((l) => l.livraison === 'numerique'),
      }),
    },
    { liens, suiviUrl, facture, vendeur: identiteDesReglages(reglages), cgvUrl: `${siteUrl}/cgv` },
  )
  return enregistrerCourriel(payload, {
    cle: `recu:${commande.id}`,
    destinataire: commande.email,
    mail,
    piecesJointes: await cgvEnVigueur(payload, commande.numero),
  })
}
