import 'server-only'

import { cache } from 'react'

import { TAGS } from '@/lib/catalogue'
import { cached } from '@/lib/infra/cache'
import { payloadClient } from '@/lib/payload/client'
import { lireMentions, type MentionsVendeur } from '@/lib/vendeur'

export type { MentionsVendeur }

const load = cached(
  async (): Promise<MentionsVendeur> => lireMentions(await payloadClient()),
  'mentions-vendeur',
  () => [TAGS.reglages],
  // The settings alone: no visitor input in its key.
  'content',
)

export const lireMentionsVendeur = cache(load)
