// The door of smtp: sending one message through Payload's mail adapter, and the SMTP settings from the
// environment (record 0220).
export { sendMail } from './send'
export { smtpSettings } from './settings'
