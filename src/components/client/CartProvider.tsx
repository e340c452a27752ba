'use client'

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { useStore } from 'zustand'

import { createCartStore, type CartState, type CartStore } from '@/lib/client/cartStore'
import { createStorage, DEFAULT_SHORT_NAME } from '@/lib/client/storage'

const CartContext = createContext<CartStore | null>(null)

/** Holds the cart store (src/lib/client/cartStore.ts documents its shape). The stored cart is read
 *  after mount, so the server render and the first client render agree; other tabs' changes arrive
 *  through the `storage` event. */
export function CartProvider({ children, shortName = DEFAULT_SHORT_NAME }: { children: ReactNode; shortName?: string }) {
  const [store] = useState(() => createCartStore(createStorage(shortName)))
  useSyncedStore(store, shortName, 'cart')
  return <CartContext.Provider value={store}>{children}</CartContext.Provider>
}

/** The cart: `{ slugs, products, loading, error, lastAddedSlug, hydrated, add, remove, clear, fetchProducts }`. */
export function useCart(): CartState {
  const store = useContext(CartContext)
  if (!store) throw new Error('useCart must be used within a CartProvider')
  return useStore(store)
}

/** Reads the stored value once mounted and again whenever another tab writes the key. */
export function useSyncedStore(
  store: { getState(): { hydrate(): void } },
  shortName: string,
  kind: 'cart' | 'likes',
): void {
  useEffect(() => {
    store.getState().hydrate()
    const key = createStorage(shortName).key(kind)
    const onStorage = (event: StorageEvent) => {
      // key null: another tab cleared the whole storage.
      if (event.key === key || event.key === null) store.getState().hydrate()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [store, shortName, kind])
}
