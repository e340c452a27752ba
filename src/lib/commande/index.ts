// The door of commande: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { confirmationConsentement, texteConsentement } from './consentement'
export { courrielExpedition } from './courriels/expedition'
export { courrielRecu } from './courriels/recu'
export {
  attacherDocument,
  changerEtat,
  ecrireLigne,
  ecrireRetractation,
  insererCommande,
  modifierCommande,
  retirerNumeroMongo,
  supprimerCommandes,
} from './ecritures'
export { contexteSysteme, estEcritureSysteme } from './ecritureSysteme'
export { commandesEnRoute } from './enRoute'
export { demarrerEntretien } from './entretien'
export { etatRemboursement } from './etatRemboursement'
export type { EtatRemboursement } from './etatRemboursement'
export {
  adresseEnLignes,
  cleCourrielExpedition,
  commandesAExpedier,
  lignesAExpedier,
  MESSAGE_NON_PAYEE,
  MESSAGE_RIEN_A_EXPEDIER,
  nettoyerNumeroSuivi,
  refusExpedition,
  validerNumeroSuivi,
} from './expedition'
export type { LigneAExpedier } from './fichiersImpression'
export { jetonTelechargement, lienTelechargement } from './jeton'
export { demandeLivree, marquerLivree, MESSAGES_LIVREE } from './livree'
export { enregistrerMontantRembourse, totalRembourse } from './montantRembourse'
export { calculerMontants, LIBELLES_ENVOI, reglagesLivraison } from './montants'
export type { LigneMontant, Montants } from './montants'
export { anneeParis, prochainNumero } from './numero'
export { noterPremierTelechargement } from './premierTelechargement'
export { refCommande } from './reference'
export type { RefCommande } from './reference'
export { commandesPermises, estRestreint } from './restriction'
export {
  AVERTISSEMENT_HORS_DELAI,
  eligibilite,
  lignesRetractees,
  REFUS_RETRACTATION,
} from './retractation/delai'
export type { LigneRetractable, LigneRetractee, Refus } from './retractation/delai'
export { lireReference } from './retractation/reference'
export {
  calculerRemboursement,
  demandeDeMetadonnees,
  demandeVide,
  designationLigne,
  metadonneesDemande,
  resteARembourser,
} from './solde'
export type { Demande, LigneAvoir } from './solde'
export { commandeDuJeton, estPayee, STATUTS_PAYES } from './statuts'
export { PAYS_LIVRAISON, Stripe, stripeClient, stripeWebhooks } from './stripe'
export { fichierPourJeton } from './telechargement'
export { lireCommande, transition, transitionPermise } from './transitions'
export type { Action, Auteur } from './transitions'
export { libelleTransporteur, lienSuivi, OPTIONS_TRANSPORTEUR, TRANSPORTEURS } from './transporteurs'
