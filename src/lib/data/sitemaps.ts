import 'server-only'

import { TAGS } from '@/lib/cache/tags'
import { buildSitemaps } from '@/lib/seo/sitemap'

import { cached } from './cache'
import { payloadClient } from './payload'

/** The storefront's cached copy of the sitemaps, expired by the `sitemap` tag on every publish. */
export const lireSitemaps = cached(
  async () => buildSitemaps(await payloadClient()),
  'sitemaps',
  () => [TAGS.sitemap, TAGS.reglages],
)
