import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { type Action, limiter, readJson } from '@/lib/infra/http'

/**
 * A public JSON POST: per-IP limit (429), optional precondition (e.g. 503 when a service is not
 * configured), body of at most 100 KB validated by zod (413/400), then the action's own answer.
 */
export function postPublic<S extends z.ZodType>({
  path,
  action,
  schema,
  avant,
  traiter,
}: {
  path: string
  action: Action
  schema: S
  avant?: () => Response | null
  traiter: (req: PayloadRequest, data: z.infer<S>) => Promise<Response>
}): Endpoint {
  return {
    path,
    method: 'post',
    handler: async (req) => {
      const refus = (await limiter(action, req)) ?? avant?.() ?? null
      if (refus) return refus
      const body = await readJson(req, schema)
      if (!body.ok) return body.response
      return traiter(req, body.data)
    },
  }
}
