// The door of auth: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { guard } from './apiGuard'
export { adminOnly, fulfilmentOnly, staffOnly } from './guard'
export { acceptInvitation, EXPIRED_LINK_MESSAGE, invite, invitedAccount } from './invitation'
export { authHooks } from './operations'
export { ownPasswordOnly } from './ownPasswordOnly'
export { validatePassword } from './password'
export { RESET_SUBJECT, resetEmail } from './resetLink'
