/**
 * The storefront's seam with the interactive client components (src/components/client/**, written by
 * the client-interactions work). Pages import from here only.
 * TEMPORARY: inert server placeholders until src/components/client/* land; then this file re-exports them.
 */
import Link from 'next/link'
import type { ReactNode } from 'react'

export function Providers({ children }: { children: ReactNode; shortName: string }) {
  return <>{children}</>
}

export function AddToCartButton({ slug }: { slug: string }) {
  return (
    <button type="button" className="bouton bouton-plein w-full sm:w-auto" data-slug={slug}>
      Ajouter au panier
    </button>
  )
}

export function LikeButton({ slug, initialLikes }: { slug: string; initialLikes: number }) {
  return (
    <button type="button" className="bouton bouton-contour" data-slug={slug} aria-label="J’aime">
      <span aria-hidden="true">♡</span> {initialLikes}
    </button>
  )
}

export function CartLink() {
  return (
    <Link href="/commande" className="relative inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-papier-fonce" aria-label="Panier">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d="M5 8h14l-1.2 11.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8L5 8Z" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" />
      </svg>
    </Link>
  )
}

export function LikesLink() {
  return (
    <Link href="/mes-coups-de-coeur" className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-papier-fonce" aria-label="Mes coups de cœur">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
      </svg>
    </Link>
  )
}

type ZoomProduit = { slug: string; title: string; alt: string; mockup: string; src: string; width: number; height: number }

export function ZoomButton({ children }: { produit: ZoomProduit; children: ReactNode }) {
  return <div className="relative">{children}</div>
}
