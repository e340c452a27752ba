import { draftMode, headers } from 'next/headers'
import type { Payload } from 'payload'
import { cache } from 'react'

import { payloadClient } from '@/lib/payload/client'
import type { User } from '@/payload-types'

import { identifier } from './acces'

/** Who reads drafts in this request: a staff member in draft mode. */
export type Lecteur = { payload: Payload; user: User & { collection: 'users' } }

/** Whether this request is in Next's draft mode. False outside a request (static generation, scripts,
 *  tests), where `draftMode()` throws: the public read is the safe answer. */
export async function enApercu(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/**
 * The staff member previewing drafts, or null. The draft-mode cookie is only set by /api/apercu for
 * staff, but it outlives their session and can be copied: each request checks the user again, so a
 * leaked cookie shows a visitor the published page. Out of draft mode, nothing is read (the page stays
 * static and cached).
 */
export const lecteurDuBrouillon = cache(async (): Promise<Lecteur | null> => {
  if (!(await enApercu())) return null
  const payload = await payloadClient()
  const visiteur = await identifier(payload, await headers())
  return visiteur.type === 'equipe' ? { payload, user: visiteur.user } : null
})
