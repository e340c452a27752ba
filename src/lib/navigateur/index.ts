// The door of navigateur: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { BATCH_MAX, VISITOR_HEADER } from './api'
export { VISITOR_ID_PATTERN } from './storage'
