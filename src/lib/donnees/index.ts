// The door of donnees: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { CONSERVATION, conservationSiDue } from './conservation'
export { effacerDonnees } from './effacement'
export { exporterDonnees } from './export'
