// The door of retractation: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { deciderHorsDelai, decisionSchema, MESSAGES_DECISION } from './decision'
export { declarationsRetractation } from './liste'
export type { Declaration } from './liste'
export { commandeDuClient, confirmationSchema, demandeSchema, resume, retracter } from './retractation'
