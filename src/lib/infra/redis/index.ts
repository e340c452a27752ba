// The door of infra/redis: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { broadcast } from './broadcast'
export { COMMAND_MS, redis } from './connection'
