// SITE_URL is required in production (src/instrumentation.ts stops the server with this French error),
// and the reset links' address comes from it alone (src/lib/courriel/site.ts).
import { describe, expect, it } from 'vitest'

import { adresseDuSite, erreurSiteUrl } from '@/lib/courriel/site'

describe('SITE_URL', () => {
  it('is required in production, with a clear French error', () => {
    expect(erreurSiteUrl({ NODE_ENV: 'production' })).toMatch(/^SITE_URL manquant\u00a0: définissez/)
    expect(erreurSiteUrl({ NODE_ENV: 'production', SITE_URL: '  ' })).toMatch(/^SITE_URL manquant/)
    expect(erreurSiteUrl({ NODE_ENV: 'production', SITE_URL: 'boutique' })).toMatch(/^SITE_URL invalide/)
    expect(erreurSiteUrl({ NODE_ENV: 'production', SITE_URL: 'https://mots-couleurs.fr' })).toBeNull()
    expect(erreurSiteUrl({ NODE_ENV: 'development' })).toBeNull()
  })

  it('is the only source of the address of reset links', () => {
    expect(adresseDuSite({ SITE_URL: 'https://mots-couleurs.fr/' })).toBe('https://mots-couleurs.fr')
    expect(adresseDuSite({ NODE_ENV: 'test', PORT: '4000' })).toBe('http://localhost:4000')
    expect(() => adresseDuSite({ NODE_ENV: 'production' })).toThrow(/SITE_URL manquant/)
  })
})
