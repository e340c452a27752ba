// An encoded spelling of the API's first segment is made plain before Next reads the request
// (src/lib/infra/http/incomingRequest.mjs): served as /api/…, with the client's address intact for the limits.
import { describe, expect, it } from 'vitest'

import { plainApiSpelling } from '@/lib/infra/http/incomingRequest.mjs'

const apres = (url: string) => {
  const request = { url } as { url: string }
  plainApiSpelling(request as never)
  return request.url
}

describe('plainApiSpelling', () => {
  it('makes an encoded « api » plain, the rest of the path and the query as written', () => {
    expect(apres('/%61pi/health')).toBe('/api/health')
    expect(apres('/a%70i/produits?limit=2')).toBe('/api/produits?limit=2')
    expect(apres('/%61%70%69/users/l%6fgin')).toBe('/api/users/l%6fgin')
    expect(apres('/a%70i')).toBe('/api')
  })

  it('leaves every other path alone, an invalid escape included', () => {
    for (const url of ['/api/health', '/contac%74', '/%ff/x', '/apii/x', '/%41PI/health', '/'])
      expect(apres(url)).toBe(url)
  })
})
