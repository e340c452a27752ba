import { apiGardee } from '../../support/garde'
import { getTestPayload } from './payload'

/** The password of the one admin account. */
export const MOT_DE_PASSE = 'un-mot-de-passe-solide'

export type Garde = Awaited<ReturnType<typeof demarrerGarde>>

/**
 * Payload on its own database with one admin (`email`, MOT_DE_PASSE), and `envoyer`: a request as
 * production receives it (through the guard, tests/support/garde.ts) from the client address given.
 */
export async function demarrerGarde(email: string) {
  const { payload, cleanup } = await getTestPayload()
  await payload.create({
    collection: 'users',
    data: { email, password: MOT_DE_PASSE, roles: ['admin'] },
  })
  const envoyer = (
    method: string,
    chemin: string,
    corps: unknown,
    adresse: string,
    headers: Record<string, string> = {},
  ) =>
    apiGardee(payload, method, chemin, {
      corps: corps === undefined || typeof corps === 'string' ? corps : JSON.stringify(corps),
      headers: { 'x-forwarded-for': adresse, ...headers },
    })
  return { payload, cleanup, envoyer }
}
