import { AsyncLocalStorage } from 'node:async_hooks'

import { APIError, type CollectionConfig, type PayloadRequest } from 'payload'

import { MESSAGES } from '@/lib/http/errors'
import { limitWait } from '@/lib/http/limits'

import { apresConnexion, apresEchecConnexion, avantConnexion, refusDebit } from './connexion'
import { MESSAGE_MOT_DE_PASSE_COURT, motDePasseTropCourt } from './motDePasse'

/**
 * The login, forgot-password and reset-password controls, as hooks of the users collection: they run
 * inside Payload's operations, after its router has decided which operation a request is, so no
 * spelling of the URL (percent-encoding, case, a trailing slash) can reach the operation without them.
 * Calls of the local API (the shop's own code and scripts) are not throttled.
 */

// The guard answers a forgot-password request at once and runs it afterwards, having counted it
// already (src/lib/http/apiGuard.ts): the operation must not count it twice.
const dejaCompte = new AsyncLocalStorage<true>()
export const sansDoubleCompte = <T>(travail: () => T): T => dejaCompte.run(true, travail)

const distant = (req: PayloadRequest) => req.payloadAPI !== 'local'

type Donnees = { email?: unknown; password?: unknown } | undefined

export const controlesAuth: NonNullable<CollectionConfig['hooks']> = {
  beforeOperation: [
    async ({ args, operation, req }) => {
      const data = (args as { data?: Donnees }).data
      if (operation === 'resetPassword' && motDePasseTropCourt(data?.password))
        throw new APIError(MESSAGE_MOT_DE_PASSE_COURT, 400, null, true)
      if (!distant(req)) return args
      if (operation === 'login') await avantConnexion(req, data?.email)
      if (operation === 'forgotPassword' && !dejaCompte.getStore()) {
        const attente = await limitWait('oubli', req)
        if (attente !== null) throw refusDebit(MESSAGES.tooManyRequests, attente)
      }
      return args
    },
  ],
  afterLogin: [
    async ({ req }) => {
      await apresConnexion(req)
    },
  ],
  afterError: [
    async ({ req }) => {
      await apresEchecConnexion(req)
    },
  ],
}
