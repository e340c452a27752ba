'use client'

import { createContext, useContext, useState, type ReactNode } from 'react'
import { useStore } from 'zustand'

import { createLikesStore, type LikesState, type LikesStore } from '@/lib/client/likesStore'
import { createStorage, DEFAULT_SHORT_NAME } from '@/lib/client/storage'

import { useSyncedStore } from './CartProvider'

const LikesContext = createContext<LikesStore | null>(null)

export function LikesProvider({ children, shortName = DEFAULT_SHORT_NAME }: { children: ReactNode; shortName?: string }) {
  const [store] = useState(() => createLikesStore(createStorage(shortName)))
  useSyncedStore(store, shortName, 'likes')
  return <LikesContext.Provider value={store}>{children}</LikesContext.Provider>
}

export function useLikes(): LikesState {
  const store = useContext(LikesContext)
  if (!store) throw new Error('useLikes must be used within a LikesProvider')
  return useStore(store)
}
