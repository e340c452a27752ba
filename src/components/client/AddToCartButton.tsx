'use client'

import { MESSAGES, notify } from '@/lib/navigateur/client'

import { useCart } from './CartProvider'

export const ADD_LABEL = 'Ajouter au panier'
export const REMOVE_LABEL = 'Retirer du panier'

/** Adds the product to the cart (with the product page's format, when it has one), or takes it out
 *  when it is there already. */
export function AddToCartButton({ slug, format }: { slug: string; format?: string | null }) {
  const cart = useCart()
  const inCart = cart.slugs.includes(slug)
  return (
    <button
      type="button"
      className={`bouton ${inCart ? 'bouton-contour' : 'bouton-plein'} w-full sm:w-auto`}
      data-in-cart={inCart}
      disabled={!cart.hydrated}
      onClick={() => {
        if (inCart) {
          if (cart.remove(slug)) notify(MESSAGES.retire)
          return
        }
        if (cart.add(slug, format ? { format } : undefined)) {
          notify.success(MESSAGES.ajoute)
          // Caches the product for the cart page and counts the add (addedSlug) on the server.
          void cart.fetchProducts()
        }
      }}
    >
      {inCart ? REMOVE_LABEL : ADD_LABEL}
    </button>
  )
}
