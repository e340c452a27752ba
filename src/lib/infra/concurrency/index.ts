// The door of infra/concurrency: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { majConditionnelle } from './conditionnel'
export type { Condition } from './conditionnel'
export { isDuplicate } from './duplicate'
export { inTurn } from './inTurn'
export { LockTimeout, withLock } from './lock'
export { isFirstHolder } from './uniqueness'
