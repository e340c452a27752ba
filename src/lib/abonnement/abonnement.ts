import type { Payload } from 'payload'
import { z } from 'zod'

import { emailSchema } from '@/lib/format'
import { sendMail } from '@/lib/infra/smtp'
import { isFirstHolder } from '@/lib/infra/concurrency'
import { courrielConfirmationAbonnement } from '@/lib/abonnement/courriel'

import { emailDuJeton, lienConfirmation, lienDesabonnement } from './jetons'

export const abonnementSchema = z.object({
  email: emailSchema,
  consentement: z.literal(true, { error: 'Cochez la case pour accepter de recevoir la lettre.' }),
})

export const MESSAGE_ABONNEMENT =
  'Merci\u00a0! Si cette adresse peut recevoir la lettre, un e-mail de confirmation vient de lui être envoyé\u00a0: cliquez sur le lien qu’il contient.'

async function trouver(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'abonnes',
    where: { email: { equals: email } },
    sort: ['createdAt', 'id'],
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * Double opt-in request. The answer is the same whatever the address's state, so the form never
 * reveals who is subscribed; a confirmed subscriber receives nothing new.
 */
export async function demanderAbonnement(
  payload: Payload,
  emailBrut: string,
  siteUrl: string,
): Promise<void> {
  const email = emailBrut.trim().toLowerCase()
  let abonne = await trouver(payload, email)
  if (abonne?.statut === 'confirme') return
  if (!abonne) {
    try {
      const cree = await payload.create({
        collection: 'abonnes',
        data: { email, statut: 'en_attente' },
        overrideAccess: true,
      })
      // A concurrent request created the same address first: keep that one only.
      if (await isFirstHolder(payload, 'abonnes', { email: { equals: email } }, cree.id)) abonne = cree
      // deleteMany: a plain delete, which every MongoDB-compatible server supports.
      else await payload.db.deleteMany({ collection: 'abonnes', where: { id: { equals: cree.id } } })
    } catch (err) {
      // Refused by the unique index: the concurrent request's document is there.
      if (!(await trouver(payload, email))) throw err
    }
    abonne ??= await trouver(payload, email)
    if (abonne?.statut === 'confirme') return
  } else if (abonne.statut === 'desabonne') {
    await payload.update({
      collection: 'abonnes',
      id: abonne.id,
      data: { statut: 'en_attente' },
      overrideAccess: true,
    })
  }
  const mail = courrielConfirmationAbonnement({
    confirmerUrl: lienConfirmation(siteUrl, email),
    desabonnerUrl: lienDesabonnement(siteUrl, email),
  })
  await sendMail(payload, {
    to: email,
    ...mail,
    headers: {
      'List-Unsubscribe': `<${lienDesabonnement(siteUrl, email)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
}

export type Issue = 'confirmee' | 'desabonnee' | 'lien-invalide'

export async function confirmerAbonnement(payload: Payload, token: unknown): Promise<Issue> {
  const email = emailDuJeton('confirmer', token)
  const abonne = email ? await trouver(payload, email) : null
  if (!abonne) return 'lien-invalide'
  // A later unsubscribe wins over an old confirmation link.
  if (abonne.statut === 'desabonne') return 'lien-invalide'
  if (abonne.statut !== 'confirme') {
    await payload.update({
      collection: 'abonnes',
      id: abonne.id,
      data: { statut: 'confirme', consentementLe: new Date().toISOString() },
      overrideAccess: true,
    })
  }
  return 'confirmee'
}

export async function desabonner(payload: Payload, token: unknown): Promise<Issue> {
  const email = emailDuJeton('desabonner', token)
  const abonne = email ? await trouver(payload, email) : null
  if (!abonne) return email ? 'desabonnee' : 'lien-invalide'
  if (abonne.statut !== 'desabonne') {
    await payload.update({
      collection: 'abonnes',
      id: abonne.id,
      data: { statut: 'desabonne' },
      overrideAccess: true,
    })
  }
  return 'desabonnee'
}
