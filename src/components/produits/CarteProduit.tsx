import { getImageProps } from 'next/image'

import { Lien } from '@/components/ui/Lien'
import { LIBELLES_LIVRAISON } from '@/lib/constants'
import { formatPrix } from '@/lib/format/prix'
import type { PublicProduit } from '@/lib/produits/publicProduit'

/** A card's picture is at most 292 CSS px wide: a fixed width gives a two-entry srcset (1x 384w, 2x 640w)
 *  instead of ten widths per card, which keeps a 24-card listing's HTML ≈ 25 KB lighter. */
export const VIGNETTE = { width: 300, height: 300 } as const

/** A poster in a listing: its mockup, title, extrait and price; the whole card is one link. */
export function CarteProduit({
  produit,
  priority = false,
  fetchPriority,
  headingLevel = 'h3',
}: {
  produit: PublicProduit
  priority?: boolean
  /** 'high' for the likely LCP image (first row on a phone). */
  fetchPriority?: 'high'
  headingLevel?: 'h2' | 'h3'
}) {
  const Titre = headingLevel
  return (
    <article className="carte">
      <div className="carte-visuel">
        {/* next/image's props on a plain <img>: the same optimised srcset, and nothing to hydrate (×24). */}
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text */}
        <img
          {...getImageProps({
            src: produit.image.src,
            alt: produit.image.alt,
            ...VIGNETTE,
            priority,
            fetchPriority,
          }).props}
        />
        <span className="carte-badge">{LIBELLES_LIVRAISON[produit.livraison].carte}</span>
      </div>
      <Titre className="carte-titre">
        <Lien href={`/produits/affiches/${produit.slug}`}>{produit.titre}</Lien>
      </Titre>
      <p className="carte-extrait">{produit.extrait}</p>
      <p className="carte-prix">{formatPrix(produit.prix)}</p>
    </article>
  )
}

export function GrilleProduits({
  produits,
  priorityCount = 0,
  headingLevel,
}: {
  produits: PublicProduit[]
  priorityCount?: number
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-9 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4">
      {produits.map((p, i) => (
        <li key={p.slug}>
          <CarteProduit
            produit={p}
            priority={i < priorityCount}
            fetchPriority={i < Math.min(2, priorityCount) ? 'high' : undefined}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  )
}
