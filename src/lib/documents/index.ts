// The door of documents: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { A4, couper, GRIS, incorporerPolices, MARGE } from './miseEnPage'
export { policesFacture } from './polices'
export { lireFiche, plusHautsNumeros, registreDuRemboursement, reserverNumero } from './registre'
export {
  cheminDeCle,
  cleDocument,
  dossierFactures,
  dossierInstallation,
  ecrireSiAbsent,
  lirePdf,
  sha256,
} from './stockage'
