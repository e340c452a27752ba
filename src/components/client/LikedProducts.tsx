'use client'

import { useEffect, useState } from 'react'

import { Lien } from '@/components/ui/Lien'
import { CarteProduit } from '@/components/produits/CarteProduit'
import { fetchProduits } from '@/lib/navigateur/client'
import type { PublicProduit } from '@/lib/catalogue/client'

import { LikeButton } from './LikeButton'
import { useLikes } from './LikesProvider'

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; produits: PublicProduit[] }

const AUCUN: State = { status: 'ready', produits: [] }

/** "Mes affiches aimées": the liked slugs kept on this device, their products read through the batch
 *  endpoint (unpublished ones are left out by the server). */
export function LikedProducts() {
  const { liked, hydrated } = useLikes()
  const [state, setState] = useState<State>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const key = [...liked].sort().join(',')

  // Nothing liked (any more): an empty list, without asking the server. Set while rendering, as React
  // adjusts state to new props, rather than in an effect and a second render.
  if (hydrated && key === '' && state !== AUCUN) setState(AUCUN)

  useEffect(() => {
    if (!hydrated || key === '') return
    let live = true
    fetchProduits(key.split(','))
      .then((produits) => live && setState({ status: 'ready', produits }))
      .catch((err) => {
        console.error(err)
        if (live) setState({ status: 'error' })
      })
    return () => {
      live = false
    }
    // `key` stands for `liked`: refetch only when the set changes, not its order.
  }, [hydrated, key, attempt])

  if (!hydrated || state.status === 'loading') {
    return (
      <p className="mt-8 text-encre-douce" role="status">
        Chargement de vos affiches aimées…
      </p>
    )
  }
  if (state.status === 'error') {
    return (
      <div className="mt-8" role="alert">
        <p>Vos affiches aimées n’ont pas pu être chargées. Vérifiez votre connexion.</p>
        <button type="button" className="bouton bouton-contour mt-4" onClick={() => setAttempt((n) => n + 1)}>
          Réessayer
        </button>
      </div>
    )
  }
  // Unliked here: it leaves the list at once.
  const produits = state.produits.filter((p) => liked.includes(p.slug))
  if (produits.length === 0) {
    return (
      <div className="mt-8">
        <p>Vous n’avez encore aimé aucune affiche. Touchez le cœur d’une affiche pour la retrouver ici.</p>
        <Lien href="/produits" className="bouton bouton-plein mt-6">
          Parcourir les affiches
        </Lien>
      </div>
    )
  }
  return (
    <ul
      className="mt-8 grid grid-cols-2 gap-x-4 gap-y-9 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4"
      aria-label="Produits aimés"
    >
      {produits.map((p) => (
        <li key={p.slug} className="flex flex-col gap-3">
          <CarteProduit produit={p} headingLevel="h2" />
          {/* Above the card's full-size link. */}
          <div className="relative z-10">
            <LikeButton slug={p.slug} initialLikes={p.likes} />
          </div>
        </li>
      ))}
    </ul>
  )
}
