// The door of facture: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { documentParJeton } from './acces'
export { avoirNumeroteParJeton, lienAvoirNumero } from './avoirParJeton'
export { fichierAvoir } from './avoirRemboursement'
export { BONS_MAX, bonsDeLivraison } from './bonDeLivraison/donnees'
export { genererBonsDeLivraison } from './bonDeLivraison/pdf'
export { ecrituresDeVente, journalCsv } from './comptabilite/journalDesVentes'
export { emettreFacture, moyenPaiement, regimeFige } from './facture'
export { cheminDocument, cheminFacture, jetonDocument, lienFacture } from './jeton'
export type { Document } from './jeton'
export { documentsOrphelins } from './orphelins'
export {
  lireCleIdempotence,
  MESSAGES_DEMANDE,
  traiterDemandeRemboursement,
} from './remboursement/demandeRemboursement'
export { MESSAGES_REMBOURSEMENT, synchroniserRemboursements } from './remboursement/remboursement'
export { MESSAGE_SIRET_CLIENT, normaliserSiret, sirenOuSiretValide } from './siret'
export { MESSAGE_SIRET, MESSAGE_TVA, normaliserTva, siretValide, tvaValide, validerTvaVendeur } from './tva'
