'use client'

import { createLikesStore, type LikesState } from '@/lib/navigateur/client'

import { persistedStoreContext } from './persistedStore'

const likes = persistedStoreContext(['likes'], { provider: 'LikesProvider', hook: 'useLikes' }, (storage) =>
  createLikesStore(storage),
)

/** Holds the liked slugs and the server counts (src/lib/navigateur/likesStore.ts). */
export const LikesProvider = likes.Provider

/** Throws "useLikes must be used within a LikesProvider" outside it. */
export const useLikes: () => LikesState = likes.useValue
