'use client'

import { createPanierStore, type PanierState } from '@/lib/navigateur/client'

import { persistedStoreContext } from './persistedStore'

const panier = persistedStoreContext(
  ['cart', 'session'],
  { provider: 'PanierProvider', hook: 'usePanier' },
  (storage) => createPanierStore(storage),
)

/** Holds the cart store; src/lib/navigateur/panierStore.ts documents its shape. */
export const PanierProvider = panier.Provider

/** The cart: `{ slugs, products, loading, error, lastAddedSlug, hydrated, add, remove, clear, fetchProducts }`.
 *  Throws "usePanier must be used within a PanierProvider" outside it. */
export const usePanier: () => PanierState = panier.useValue
