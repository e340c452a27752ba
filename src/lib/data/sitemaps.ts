import 'server-only'

import { TAGS } from '@/lib/catalogue'
import { buildSitemaps } from '@/lib/seo'

import { cached } from '@/lib/infra/cache'
import { payloadClient } from '@/lib/payload/client'

/** The storefront's cached copy of the sitemaps, expired by the `sitemap` tag on every publish. */
export const lireSitemaps = cached(
  async () => buildSitemaps(await payloadClient()),
  'sitemaps',
  () => [TAGS.sitemap, TAGS.reglages],
  'content',
)
