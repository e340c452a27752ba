import { getImageProps } from 'next/image'

import { Lien } from '@/components/ui/Lien'
import { LIBELLES_LIVRAISON, prixCarte, type PublicProduit } from '@/lib/catalogue/client'

/** A card's picture is at most 292 CSS px wide. */
export const VIGNETTE = { width: 300, height: 300 } as const

/** The card's width in the product grid below: 2, 3 then 4 columns (222–278 px from 1024 px on). */
export const TAILLES_GRILLE = '(min-width: 1024px) 278px, (min-width: 640px) 30vw, 46vw'

/**
 * Two files for a card, chosen by its width on screen: a 1.75× phone takes the 384 px one where the
 * 1x/2x pair of a 300 px image made it take 640 px (≈ 5 KB instead of 9 a card). Given `sizes`, next/image
 * would list ten widths a card (≈ 25 KB more HTML on a 24-card listing); these two serve every card at
 * 1× and 2×, and phones at 3×.
 */
const LARGEURS_GRILLE = [384, 640] as const

function srcSetGrille(src: string): string {
  // The 1x candidate of a w-px image is next/image's URL of that exact width (each is one of its sizes).
  const url = (w: number) => getImageProps({ src, alt: '', width: w, height: w }).props.srcSet!.split(' ')[0]
  return LARGEURS_GRILLE.map((w) => `${url(w)} ${w}w`).join(', ')
}

/** A poster in a listing: its mockup, title, extrait and price (« à partir de » its lowest format's);
 *  the whole card is one link. */
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
        {/* next/image's optimised URLs on a plain <img>: nothing to hydrate (×24). */}
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text */}
        <img
          {...getImageProps({
            src: produit.image.src,
            alt: produit.image.alt,
            ...VIGNETTE,
            priority,
            fetchPriority,
          }).props}
          srcSet={srcSetGrille(produit.image.src)}
          sizes={TAILLES_GRILLE}
        />
        <span className="carte-badge">{LIBELLES_LIVRAISON[produit.livraison].carte}</span>
      </div>
      <Titre className="carte-titre">
        <Lien href={`/produits/affiches/${produit.slug}`}>{produit.titre}</Lien>
      </Titre>
      <p className="carte-extrait">{produit.extrait}</p>
      <p className="carte-prix">{prixCarte(produit)}</p>
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
    <ul className="grille-produits grid grid-cols-2 gap-x-4 gap-y-9 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4">
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
