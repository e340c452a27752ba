import { z } from 'zod'

/** A visitor's e-mail address in a form (newsletter, contact, checkout): trimmed, at most 254
 *  characters (RFC 5321), French messages. */
export const emailSchema = z
  .string({ error: 'Indiquez votre adresse e-mail.' })
  .trim()
  .max(254, 'Adresse e-mail trop longue.')
  .pipe(z.email({ error: 'Adresse e-mail invalide.' }))
