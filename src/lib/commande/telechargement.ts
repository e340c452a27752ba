import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { lireFichierNumerique } from '@/lib/produits/lecture'
import type { Telechargement } from '@/payload-types'

import { verifierJetonTelechargement } from './jeton'
import { commandeDuJeton, estPayee } from './statuts'

export const MESSAGES_TELECHARGEMENT = {
  invalide: 'Ce lien de téléchargement n’est pas valide. Utilisez le lien reçu par e-mail après votre achat.',
  expire:
    'Ce lien de téléchargement a expiré (30 jours). Écrivez-nous avec votre numéro de commande\u00a0: nous vous en enverrons un nouveau.',
  nonPayee:
    'Cette commande n’est pas réglée\u00a0: le fichier sera disponible dès la confirmation du paiement.',
  introuvable: 'Ce fichier est introuvable. Écrivez-nous avec votre numéro de commande.',
  remboursee: 'Cette commande a été remboursée\u00a0: ses fichiers ne sont plus téléchargeables.',
} as const

export type Fichier = { chemin: string; nom: string; type: string; taille: number }
type Resultat = { ok: true; fichier: Fichier } | { ok: false; status: 403 | 404; message: string }

/** Checks the token, the order (paid, containing the product) and finds the private file on disk. */
export async function fichierPourJeton(payload: Payload, token: string): Promise<Resultat> {
  const jeton = verifierJetonTelechargement(token)
  if (!jeton.ok) return { ok: false, status: 403, message: MESSAGES_TELECHARGEMENT[jeton.raison] }

  const commande = await commandeDuJeton(payload, jeton.commandeId)
  if (!commande) return { ok: false, status: 404, message: MESSAGES_TELECHARGEMENT.introuvable }
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
  const ligne = commande.lignes?.find((l) => l.slug === jeton.slug && l.livraison === 'numerique')
  if (!ligne) return { ok: false, status: 403, message: MESSAGES_TELECHARGEMENT.invalide }

  // The product as it is now (a corrected print file reaches earlier buyers too), drafts included.
  const fichier = (await lireFichierNumerique(payload, ligne)) as Telechargement | number | null | undefined
  if (!fichier || typeof fichier !== 'object' || !fichier.filename)
    return { ok: false, status: 404, message: MESSAGES_TELECHARGEMENT.introuvable }

  const dossier =
    payload.collections.telechargements.config.upload.staticDir ??
    path.resolve(process.env.PRIVATE_MEDIA_DIR ?? 'data/telechargements')
  const chemin = path.resolve(dossier, fichier.filename)
  if (!chemin.startsWith(path.resolve(dossier) + path.sep))
    return { ok: false, status: 404, message: MESSAGES_TELECHARGEMENT.introuvable }
  const stat = await fs.promises.stat(chemin).catch(() => null)
  if (!stat?.isFile()) return { ok: false, status: 404, message: MESSAGES_TELECHARGEMENT.introuvable }
  return {
    ok: true,
    fichier: {
      chemin,
      nom: fichier.filename,
      type: fichier.mimeType || 'application/octet-stream',
      taille: stat.size,
    },
  }
}
