'use client'

import { MESSAGES, notify } from '@/lib/navigateur/client'

import { usePanier } from './PanierProvider'

export const ADD_LABEL = 'Ajouter au panier'
export const REMOVE_LABEL = 'Retirer du panier'

/** Adds the product to the cart (with the product page's format, when it has one), or takes it out
 *  when it is there already. */
export function AddToPanierButton({ slug, format }: { slug: string; format?: string | null }) {
  const panier = usePanier()
  const inPanier = panier.slugs.includes(slug)
  return (
    <button
      type="button"
      className={`bouton ${inPanier ? 'bouton-contour' : 'bouton-plein'} w-full sm:w-auto`}
      data-in-cart={inPanier}
      disabled={!panier.hydrated}
      onClick={() => {
        if (inPanier) {
          if (panier.remove(slug)) notify(MESSAGES.retire)
          return
        }
        if (panier.add(slug, format ? { format } : undefined)) {
          notify.success(MESSAGES.ajoute)
          // Caches the product for the cart page and counts the add (addedSlug) on the server.
          void panier.fetchProducts()
        }
      }}
    >
      {inPanier ? REMOVE_LABEL : ADD_LABEL}
    </button>
  )
}
