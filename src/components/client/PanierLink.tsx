'use client'

import { usePanier } from './PanierProvider'
import { HeaderIconLink } from './HeaderIconLink'

const articles = (n: number) => `${n}\u00a0article${n > 1 ? 's' : ''}`

/** Header link to /commande with the number of products in the cart. */
export function PanierLink() {
  const { slugs } = usePanier()
  return (
    <HeaderIconLink
      href="/commande"
      label={`Panier (${articles(slugs.length)})`}
      count={slugs.length}
      testId="cart-count"
    >
      <path d="M5 8h14l-1.2 11.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8L5 8Z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </HeaderIconLink>
  )
}
