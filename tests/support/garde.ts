import { handleEndpoints, type Payload } from 'payload'

import { garder } from '@/lib/http/gardeApi'

import { lireReponse, type Reponse } from './api'

/**
 * A request as production sends it: through the guard of src/app/(payload)/api (bodies, reads, login
 * throttle), then Payload's REST router. `corps` may be a stream (chunked body). `ms` is the time taken.
 */
export async function apiGardee(
  payload: Payload,
  method: string,
  path: string,
  { corps, headers = {} }: { corps?: BodyInit; headers?: Record<string, string> } = {},
): Promise<Reponse & { ms: number }> {
  const gestionnaire = garder(
    method,
    (request) => handleEndpoints({ config: payload.config, request }),
    async () => payload,
  )
  const request = new Request(`http://localhost/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: method === 'GET' ? undefined : corps,
    duplex: 'half',
  } as RequestInit)
  const debut = Date.now()
  const res = await gestionnaire(request, {
    params: Promise.resolve({ slug: path.split('?')[0].split('/').filter(Boolean) }),
  })
  return { ...(await lireReponse(res)), ms: Date.now() - debut }
}
