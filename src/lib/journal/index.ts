// The door of journal: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { avecJournal, globalAvecJournal, noter } from './hooks'
export { refuserModification, refuserSuppression } from './immuable'
export { noterRemboursement } from './remboursement'
export { planifierScellement, scellerJournal } from './sceau'
export { verifierJournal } from './verification'
