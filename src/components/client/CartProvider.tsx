'use client'

import { createCartStore, type CartState } from '@/lib/navigateur/client'

import { persistedStoreContext } from './persistedStore'

const cart = persistedStoreContext(
  ['cart', 'session'],
  { provider: 'CartProvider', hook: 'useCart' },
  (storage) => createCartStore(storage),
)

/** Holds the cart store; src/lib/navigateur/cartStore.ts documents its shape. */
export const CartProvider = cart.Provider

/** The cart: `{ slugs, products, loading, error, lastAddedSlug, hydrated, add, remove, clear, fetchProducts }`.
 *  Throws "useCart must be used within a CartProvider" outside it. */
export const useCart: () => CartState = cart.useValue
