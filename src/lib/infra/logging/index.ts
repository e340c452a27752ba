// The door of infra/logging: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { loggedPath } from './loggedPath'
export { logger, unmaskedLogger } from './logger'
