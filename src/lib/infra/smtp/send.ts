import type { Payload } from 'payload'

/** A rendered message: its HTML and plain-text bodies. */
type RenderedMail = { html: string; text: string }

export type OutgoingMail = RenderedMail & {
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
export async function sendMail(payload: Payload, mail: OutgoingMail): Promise<boolean> {
  try {
    await payload.sendEmail(mail)
    return true
  } catch (err) {
    payload.logger.error({ err, subject: mail.subject }, 'Échec de l’envoi du mail')
    return false
  }
}
