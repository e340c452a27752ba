import { AsyncLocalStorage } from 'node:async_hooks'

import { APIError, type CollectionConfig, type PayloadRequest } from 'payload'

import { limitWait, MESSAGES } from '@/lib/infra/http'

import { afterLoginFailure, afterLoginSuccess, beforeLogin, rateLimitError } from './login'
import { isPasswordTooShort, SHORT_PASSWORD_MESSAGE } from './password'

/**
 * The login, forgot-password and reset-password controls, as hooks of the users collection: they run
 * inside Payload's operations, after its router has decided which operation a request is, so no
 * spelling of the URL (percent-encoding, case, a trailing slash) can reach the operation without them.
 * Calls of the local API (the shop's own code and scripts) are not throttled.
 */

// The guard answers a forgot-password request at once and runs it afterwards, having counted it
// already (src/lib/auth/apiGuard.ts): the operation must not count it twice.
const alreadyCounted = new AsyncLocalStorage<true>()
export const withoutDoubleCount = <T>(work: () => T): T => alreadyCounted.run(true, work)

const isRemote = (req: PayloadRequest) => req.payloadAPI !== 'local'

type Credentials = { email?: unknown; password?: unknown } | undefined

export const authHooks: NonNullable<CollectionConfig['hooks']> = {
  beforeOperation: [
    async ({ args, operation, req }) => {
      const data = (args as { data?: Credentials }).data
      if (operation === 'resetPassword' && isPasswordTooShort(data?.password))
        throw new APIError(SHORT_PASSWORD_MESSAGE, 400, null, true)
      if (!isRemote(req)) return args
      if (operation === 'login') await beforeLogin(req, data?.email)
      if (operation === 'forgotPassword' && !alreadyCounted.getStore()) {
        const wait = await limitWait('oubli', req)
        if (wait !== null) throw rateLimitError(MESSAGES.tooManyRequests, wait)
      }
      return args
    },
  ],
  afterLogin: [
    async ({ req }) => {
      await afterLoginSuccess(req)
    },
  ],
  afterError: [
    async ({ req }) => {
      await afterLoginFailure(req)
    },
  ],
}
