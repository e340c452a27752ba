import type { Payload } from 'payload'
import { z } from 'zod'

import { emailSchema } from '@/lib/format'
import { sendMail } from '@/lib/infra/smtp'
import { courrielMessage } from '@/lib/contact/courriel'

/** `site` is the honeypot: hidden from people, filled by form-filling bots. */
export const messageSchema = z.object({
  nom: z
    .string({ error: 'Indiquez votre nom.' })
    .trim()
    .min(1, 'Indiquez votre nom.')
    .max(120, 'Votre nom est trop long (120 caractères au plus).'),
  email: emailSchema,
  sujet: z
    .string({ error: 'Le sujet doit être un texte.' })
    .trim()
    .max(200, 'Le sujet est trop long (200 caractères au plus).')
    .optional(),
  message: z
    .string({ error: 'Écrivez votre message.' })
    .trim()
    .min(10, 'Votre message est trop court (10 caractères au moins).')
    .max(5000, 'Votre message est trop long (5 000 caractères au plus).'),
  site: z.string().max(500).optional(),
})
export type MessageInput = z.infer<typeof messageSchema>

export const MESSAGE_ENVOYE = 'Merci, votre message a bien été envoyé. Nous vous répondons au plus vite.'

/** Stores the message and forwards it to the studio (reglages.email). Bots are answered the same
 *  way but leave no trace. */
export async function recevoirMessage(payload: Payload, input: MessageInput, siteUrl: string): Promise<void> {
  if (input.site?.trim()) return
  const doc = await payload.create({
    collection: 'messages',
    data: {
      nom: input.nom,
      email: input.email,
      sujet: input.sujet || undefined,
      message: input.message,
      statut: 'nouveau',
    },
    overrideAccess: true,
  })
  const reglages = await payload.findGlobal({ slug: 'reglages', depth: 0, overrideAccess: true })
  const to = reglages?.email || 'bonjour@mots-couleurs.example'
  const mail = courrielMessage(input, `${siteUrl}/admin/collections/messages/${doc.id}`)
  await sendMail(payload, { to, replyTo: `${input.nom.replace(/["<>]/g, '')} <${input.email}>`, ...mail })
}
