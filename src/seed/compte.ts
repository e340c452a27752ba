import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import { type Report, SEED_CONTEXT } from './store'

export const DEFAULT_ADMIN_EMAIL = 'admin@mots-couleurs.example'

/** The first admin account, only while the users collection is empty. */
export async function seedAdmin(payload: Payload, report: Report, log: (m: string) => void): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const email = process.env.ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL
  const given = process.env.ADMIN_PASSWORD
  const password = given || randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, nom: 'Administrateur', roles: ['admin'] },
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
  report.add('users')
  log(
    given
      ? `Compte administrateur : ${email} (mot de passe : celui de ADMIN_PASSWORD)`
      : `Compte administrateur : ${email} / mot de passe : ${password} (affiché une seule fois, notez-le)`,
  )
}
