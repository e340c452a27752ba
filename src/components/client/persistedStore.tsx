'use client'

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { type StoreApi, useStore } from 'zustand'

import { createStorage, DEFAULT_SHORT_NAME, type ShopStorage } from '@/lib/navigateur/client'

/**
 * A provider + hook pair for a zustand store persisted under `${shortName}-${kind}` for each of `kinds`. The stored value is
 * read after mount, so the server render and the first client render agree; other tabs' writes arrive
 * through the `storage` event. The hook throws, naming the provider, when used outside it.
 */
export function persistedStoreContext<S extends { hydrate(): void }>(
  kinds: ('cart' | 'likes' | 'session')[],
  names: { provider: string; hook: string },
  create: (storage: ShopStorage) => StoreApi<S>,
) {
  const Context = createContext<StoreApi<S> | null>(null)

  function Provider({
    children,
    shortName = DEFAULT_SHORT_NAME,
  }: {
    children: ReactNode
    shortName?: string
  }) {
    const [store] = useState(() => create(createStorage(shortName)))
    useEffect(() => {
      store.getState().hydrate()
      const storage = createStorage(shortName)
      const keys = kinds.map((k) => storage.key(k))
      const onStorage = (event: StorageEvent) => {
        // key null: another tab cleared the whole storage.
        if (event.key === null || keys.includes(event.key)) store.getState().hydrate()
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    }, [store, shortName])
    return <Context.Provider value={store}>{children}</Context.Provider>
  }
  Provider.displayName = names.provider

  function useValue(): S {
    const store = useContext(Context)
    if (!store) throw new Error(`${names.hook} must be used within a ${names.provider}`)
    return useStore(store)
  }

  return { Provider, useValue }
}
