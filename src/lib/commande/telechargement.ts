import type { Readable } from 'node:stream'

import type { Payload } from 'payload'

import { lireFichierNumerique } from '@/lib/catalogue'
import { openFile } from '@/lib/infra/storage'
import type { Telechargement } from '@/payload-types'

import { installationId } from '@/lib/infra/database'

import { verifierJetonTelechargement } from './jeton'
import { commandeDuJeton, estPayee } from './statuts'
import { estRestreint } from '@/lib/commande/restriction'

export const MESSAGES_TELECHARGEMENT = {
  invalide: 'Ce lien de téléchargement n’est pas valide. Utilisez le lien reçu par e-mail après votre achat.',
  expire:
    'Ce lien de téléchargement a expiré (30 jours). Écrivez-nous avec votre numéro de commande\u00a0: nous vous en enverrons un nouveau.',
  nonPayee:
    'Cette commande n’est pas réglée\u00a0: le fichier sera disponible dès la confirmation du paiement.',
  introuvable: 'Ce fichier est introuvable. Écrivez-nous avec votre numéro de commande.',
  remboursee: 'Cette commande a été remboursée\u00a0: ses fichiers ne sont plus téléchargeables.',
  restreinte:
    'Les données de cette commande ont été effacées à la demande du client\u00a0: ses fichiers ne sont plus téléchargeables.',
} as const

export type Fichier = { flux: Readable; nom: string; type: string; taille: number }
type Resultat =
  | { ok: true; fichier: Fichier; commandeId: number | string; slug: string }
  | { ok: false; status: 403 | 404; message: string }

/** Checks the token, the order (paid, containing the product) and opens the private file (disk or private bucket). */
export async function fichierPourJeton(payload: Payload, token: string): Promise<Resultat> {
  const jeton = verifierJetonTelechargement(token, await installationId(payload))
  if (!jeton.ok) return { ok: false, status: 403, message: MESSAGES_TELECHARGEMENT[jeton.raison] }

  const commande = await commandeDuJeton(payload, jeton.commandeId)
  // The id alone could name another order (ids are reused after a reset or a copy).
  if (!commande || commande.numero !== jeton.numero)
    return { ok: false, status: 404, message: MESSAGES_TELECHARGEMENT.introuvable }
  // A refund revokes the links: they serve paid orders only.
  if (!estPayee(commande.statut))
    return {
      ok: false,
      status: 403,
      message:
        commande.statut === 'remboursee'
          ? MESSAGES_TELECHARGEMENT.remboursee
          : MESSAGES_TELECHARGEMENT.nonPayee,
    }
  // Restricted (erased on request): kept for the accounts, used for nothing else.
  if (estRestreint(commande, 'telechargement'))
    return { ok: false, status: 403, message: MESSAGES_TELECHARGEMENT.restreinte }
  const ligne = commande.lignes?.find((l) => l.slug === jeton.slug && l.livraison === 'numerique')
  if (!ligne) return { ok: false, status: 403, message: MESSAGES_TELECHARGEMENT.invalide }

  // The product as it is now (a corrected print file reaches earlier buyers too), drafts included.
  const fichier = (await lireFichierNumerique(payload, ligne)) as Telechargement | number | null | undefined
  if (!fichier || typeof fichier !== 'object' || !fichier.filename)
    return { ok: false, status: 404, message: MESSAGES_TELECHARGEMENT.introuvable }

  // The reader keeps only the name's last segment: the file cannot leave the private folder or bucket.
  const ouvert = await openFile(payload, 'telechargements', fichier.filename)
  if (!ouvert) return { ok: false, status: 404, message: MESSAGES_TELECHARGEMENT.introuvable }
  return {
    ok: true,
    commandeId: commande.id,
    slug: ligne.slug,
    fichier: {
      flux: ouvert.flux,
      nom: fichier.filename,
      type: fichier.mimeType || 'application/octet-stream',
      taille: ouvert.size,
    },
  }
}
