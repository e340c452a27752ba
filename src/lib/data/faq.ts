import 'server-only'

import type { Faq } from '@/payload-types'
import { TAGS } from '@/lib/catalogue'

import { cached } from '@/lib/infra/cache'
import { payloadClient } from '@/lib/payload/client'

export type Question = Pick<Faq, 'id' | 'question' | 'reponse' | 'rubrique'>

/** FAQ entries by `ordre`, all rubriques or one. */
export const lireFaq = cached(
  async (rubrique?: Faq['rubrique']): Promise<Question[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'faq',
      where: rubrique ? { rubrique: { equals: rubrique } } : {},
      sort: ['ordre', 'id'],
      depth: 0,
      pagination: false,
      select: { question: true, reponse: true, rubrique: true },
      overrideAccess: false,
    })
    return docs as Question[]
  },
  'faq',
  (_rubrique?: Faq['rubrique']) => [TAGS.faq],
  'content',
)
