import { createStore, type StoreApi } from 'zustand/vanilla'

import { BATCH_MAX, type PublicProduit } from '@/lib/catalogue/client'

import { postBatch } from './api'
import { toChoix, toSlugList, type Choix, type ShopStorage } from './storage'
import { notify } from './toast'
import { track } from './track'

/** The toast shown when the batch no longer knows some of the cart's products (deleted, unpublished). */
export const messageRetires = (n: number): string =>
  n === 1
    ? 'Un produit de votre panier n’est plus disponible\u00a0: il a été retiré.'
    : `${n} produits de votre panier ne sont plus disponibles\u00a0: ils ont été retirés.`

const annoncerRetires = (slugs: string[]) => notify(messageRetires(slugs.length))

/**
 * The cart (docs/SPECIFICATION.md §7, §9, §10): a list of product slugs without duplicates, persisted
 * under `${shortName}-cart` as a JSON array, product data fetched by slug and cached in memory.
 *
 * Shape used by /commande (keep it stable):
 *   slugs          the cart, in insertion order
 *   products       PublicProduit cache by slug (only slugs fetched so far; unknown slugs never appear)
 *   loading        true while a batch request is in flight
 *   error          null, or 'Failed to fetch products: <statusText>' / the error's message / 'Unknown error'
 *   lastAddedSlug  the slug added last, sent as addedSlug with the next batch call, reset after success
 *   hydrated       false until the stored cart has been read (after mount): avoid flashing "empty cart"
 *   add(slug)      true when the slug was added; false for a blank slug (console.warn) or one already there
 *   remove(slug)   true when the slug was removed; false for a blank slug (console.warn) or an absent one
 *   clear()        empties the cart (after payment)
 *   fetchProducts() fetches the uncached slugs of the cart; never rejects. A slug the batch answered
 *                  without (deleted, unpublished, malformed) leaves the cart, with a French toast; a
 *                  chosen format the product no longer offers goes back to its default format.
 *   choix          format and quantity per slug of the cart (only the slugs whose choice was changed);
 *                  read it with choixDe(state, slug). Kept in the `session` key (storage.ts), so that
 *                  the cart key stays the spec's list of slugs.
 *   choisirFormat(slug, code)    true when set; false for a slug not in the cart or a malformed code
 *                                (null: back to the product's default format)
 *   choisirQuantite(slug, n)     true when set; false for a slug not in the cart or n not an integer 1–10
 *   add(slug, choix?)            may carry the product page's choice for the new slug
 */
export type PanierState = {
  slugs: string[]
  products: Record<string, PublicProduit>
  loading: boolean
  error: string | null
  lastAddedSlug: string | null
  hydrated: boolean
  choix: Record<string, Choix>
  add(slug: string, choix?: Partial<Choix>): boolean
  remove(slug: string): boolean
  choisirFormat(slug: string, code: string | null): boolean
  choisirQuantite(slug: string, quantite: number): boolean
  clear(): void
  fetchProducts(): Promise<void>
  /** Replaces the slugs with the stored ones (first mount, another tab's change). */
  hydrate(): void
}

export type PanierStore = StoreApi<PanierState>

export const CHOIX_PAR_DEFAUT: Choix = Object.freeze({ format: null, quantite: 1 })

/** A slug's choice: the default format × 1 when none was made (carts from before formats). */
export const choixDe = (state: Pick<PanierState, 'choix'>, slug: string): Choix =>
  state.choix[slug] ?? CHOIX_PAR_DEFAUT

/** The cart as checkout lines, in the cart's order: `format` null lets the server take the default. */
export const lignesDuPanier = (
  state: Pick<PanierState, 'slugs' | 'choix'>,
): { slug: string; format: string | null; quantite: number }[] =>
  state.slugs.map((slug) => ({ slug, ...choixDe(state, slug) }))

const isBlank = (slug: unknown): boolean => typeof slug !== 'string' || slug.trim() === ''

type Set = StoreApi<PanierState>['setState']
type Get = StoreApi<PanierState>['getState']

/** The cart's writes: each one to the store and to the browser's storage. */
function ecrituresPanier(storage: ShopStorage, set: Set, get: Get) {
  const saveChoix = (choix: Record<string, Choix>) => {
    set({ choix })
    storage.writeChoix(choix)
  }

  /** Writes the slugs, and the choices when one of a removed slug was kept. */
  const save = (slugs: string[]) => {
    set({ slugs })
    storage.write('cart', slugs)
    const choix = get().choix
    const gardes = Object.fromEntries(Object.entries(choix).filter(([s]) => slugs.includes(s)))
    if (Object.keys(gardes).length !== Object.keys(choix).length) saveChoix(gardes)
  }

  const choisir = (slug: string, patch: Partial<Choix>): boolean => {
    if (!get().slugs.includes(slug)) return false
    const choix = toChoix({ ...choixDe(get(), slug), ...patch })
    saveChoix({ ...get().choix, [slug]: choix })
    return true
  }

  /** A format the product no longer offers (withdrawn from the shop's list) falls back to the default. */
  const oublierFormatsRetires = (fetched: PublicProduit[]) => {
    const choix = { ...get().choix }
    let change = false
    for (const p of fetched) {
      const c = choix[p.slug]
      if (c?.format && p.formats && !p.formats.some((f) => f.code === c.format)) {
        choix[p.slug] = { ...c, format: null }
        change = true
      }
    }
    if (change) saveChoix(choix)
  }

  return { save, choisir, oublierFormatsRetires }
}

/** fetchProducts: the uncached slugs in batches; the products the batch no longer knows leave the cart. */
function chargementProduits(
  { set, get }: { set: Set; get: Get },
  ecritures: ReturnType<typeof ecrituresPanier>,
  fetchImpl: typeof fetch,
  onRetires: (slugs: string[]) => void,
) {
  const fail = (error: string) => {
    console.error(error)
    set({ error, loading: false })
  }
  return async () => {
    const { slugs, products, lastAddedSlug } = get()
    const missing = slugs.filter((s) => !(s in products))
    if (missing.length === 0) return
    set({ loading: true, error: null })
    try {
      const fetched: PublicProduit[] = []
      for (let i = 0; i < missing.length; i += BATCH_MAX) {
        // The server counts addedSlug only in the request whose slugs contain it.
        const res = await postBatch(missing.slice(i, i + BATCH_MAX), lastAddedSlug, fetchImpl)
        if (!res.ok) return fail(`Failed to fetch products: ${res.statusText}`)
        const body = (await res.json()) as { data?: PublicProduit[] }
        fetched.push(...(body.data ?? []))
      }
      const next = { ...get().products }
      for (const p of fetched) next[p.slug] = p
      // Only a successful call resets it; a newer add during the request is kept.
      const reset = get().lastAddedSlug === lastAddedSlug ? { lastAddedSlug: null } : {}
      set({ products: next, loading: false, error: null, ...reset })
      ecritures.oublierFormatsRetires(fetched)
      const retires = missing.filter((s) => !(s in next))
      if (retires.length > 0) {
        ecritures.save(get().slugs.filter((s) => !retires.includes(s)))
        onRetires(retires)
      }
    } catch (err) {
      fail(err instanceof Error && err.message ? err.message : 'Unknown error')
    }
  }
}

export function createPanierStore(
  storage: ShopStorage,
  fetchImpl: typeof fetch = (...a) => fetch(...a),
  onRetires: (slugs: string[]) => void = annoncerRetires,
): PanierStore {
  return createStore<PanierState>()((set, get) => {
    const ecritures = ecrituresPanier(storage, set, get)
    const { save, choisir } = ecritures
    return {
      slugs: [],
      products: {},
      loading: false,
      error: null,
      lastAddedSlug: null,
      hydrated: false,
      choix: {},

      add(slug, choix) {
        if (isBlank(slug)) {
          console.warn('Cart: cannot add an empty slug')
          return false
        }
        const { slugs } = get()
        if (slugs.includes(slug)) return false
        save([...slugs, slug])
        if (choix) choisir(slug, choix)
        set({ lastAddedSlug: slug })
        track('Add to Cart', { slug })
        return true
      },

      remove(slug) {
        if (isBlank(slug)) {
          console.warn('Cart: cannot remove an empty slug')
          return false
        }
        const { slugs } = get()
        if (!slugs.includes(slug)) return false
        save(slugs.filter((s) => s !== slug))
        track('Remove from Cart', { slug })
        return true
      },

      clear() {
        save([])
        set({ lastAddedSlug: null })
      },

      choisirFormat(slug, code) {
        if (code !== null && toChoix({ format: code }).format !== code) return false
        return choisir(slug, { format: code })
      },

      choisirQuantite(slug, quantite) {
        if (toChoix({ quantite }).quantite !== quantite) return false
        return choisir(slug, { quantite })
      },

      fetchProducts: chargementProduits({ set, get }, ecritures, fetchImpl, onRetires),

      hydrate() {
        const slugs = toSlugList(storage.read<unknown>('cart', []))
        const choix = Object.fromEntries(
          Object.entries(storage.readChoix()).filter(([s]) => slugs.includes(s)),
        )
        set({ slugs, choix, hydrated: true })
      },
    }
  })
}
