import type { Payload } from 'payload'

import type { MailRendu } from './gabarit'

export type Envoi = MailRendu & {
  to: string
  subject: string
  replyTo?: string
  headers?: Record<string, string>
}

/**
 * Sends through Payload's email adapter (nodemailer when SMTP_HOST is set, else the console
 * adapter that writes the mail to the server log). A mail failure never undoes the action that
 * triggered it: it is logged and reported as false.
 */
export async function envoyerMail(payload: Payload, envoi: Envoi): Promise<boolean> {
  try {
    await payload.sendEmail(envoi)
    return true
  } catch (err) {
    payload.logger.error({ err, subject: envoi.subject }, 'Échec de l’envoi du mail')
    return false
  }
}
