// The door of infra/operations: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { pointDePanne } from './panne'
export { runsBackgroundWork, startPeriodicTask } from './periodicTask'
export { runDueJobs } from './runDueJobs'
export { closeDatabaseOnExit, isStopping } from './shutdown'
