'use client'

import type { PanierState } from '@/lib/navigateur/client'
import type { PublicProduit } from '@/lib/catalogue/client'

import { LignePanier, type LigneChoisie } from './LignePanier'

/** A slug of the cart with its product, absent while it loads or when it is no longer sold. */
type LigneDuPanier = { slug: string; produit: PublicProduit | undefined }

/** A line whose product did not come: why, and its « Retirer » button. */
function LigneIndisponible({
  slug,
  loading,
  error,
  onRetirer,
}: {
  slug: string
  loading: boolean
  error: string | null
  onRetirer: () => void
}) {
  return (
    <li className="flex flex-wrap items-center gap-4 py-5" data-slug={slug}>
      <div className="flex-1 text-encre-douce">
        {loading
          ? 'Chargement…'
          : error
            ? 'Ce produit n’a pas pu être chargé.'
            : `Ce produit n’est plus disponible (${slug}).`}
      </div>
      <button
        type="button"
        className="bouton bouton-contour min-h-0 px-3 py-1.5 text-sm"
        onClick={onRetirer}
        aria-label={`Retirer ${slug} du panier`}
      >
        Retirer
      </button>
    </li>
  )
}

/** /commande's « Articles »: one line per slug of the cart, in its order. */
export function ArticlesPanier({
  panier,
  lignes,
  parSlug,
}: {
  panier: PanierState
  lignes: LigneDuPanier[]
  parSlug: Map<string, LigneChoisie>
}) {
  const { loading, error, remove } = panier
  return (
    <section aria-labelledby="articles">
      <h2 id="articles" className="sr-only">
        Articles
      </h2>
      {error && (
        <p className="mb-4 rounded-xl bg-terracotta-pale p-4" role="alert">
          Le panier n’a pas pu être chargé entièrement. Rechargez la page pour réessayer.
        </p>
      )}
      <ul className="divide-y divide-trait border-y border-trait" data-testid="panier-lignes">
        {lignes.map(({ slug, produit }) =>
          produit ? (
            <li
              key={slug}
              className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 py-5 sm:grid-cols-[5.5rem_minmax(0,1fr)_auto]"
              data-slug={slug}
            >
              <LignePanier
                ligne={parSlug.get(slug)!}
                onFormat={(code) => panier.choisirFormat(slug, code)}
                onQuantite={(n) => panier.choisirQuantite(slug, n)}
                onRetirer={() => remove(slug)}
              />
            </li>
          ) : (
            <LigneIndisponible
              key={slug}
              slug={slug}
              loading={loading}
              error={error}
              onRetirer={() => remove(slug)}
            />
          ),
        )}
      </ul>
    </section>
  )
}
