// The door of infra/signature: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { payloadSecret } from './secret'
export { signToken, verifyToken } from './signature'
