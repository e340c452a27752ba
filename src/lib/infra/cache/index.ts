// The door of infra/cache: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { cached } from './cached'
export { forgetInFlight } from './singleFlight'
