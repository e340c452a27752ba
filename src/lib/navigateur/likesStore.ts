import { createStore, type StoreApi } from 'zustand/vanilla'

import { fetchLikes, sendLike } from './api'
import { toSlugList, type ShopStorage } from './storage'
import { track } from './track'

/**
 * Liked products (docs/SPECIFICATION.md §7): a set of slugs persisted under `${shortName}-likes`; the counts
 * come from the server. like/unlike are optimistic: the heart and count change at once and roll back if the
 * call fails (the caller shows the error toast).
 */
export type LikesState = {
  liked: string[]
  /** Server counts by slug, as last seen. */
  counts: Record<string, number>
  /** Slugs whose like/unlike call is in flight. */
  pending: string[]
  /** False until the stored likes have been read (after mount). */
  hydrated: boolean
  isLiked(slug: string): boolean
  /** Likes when not liked, unlikes otherwise. Resolves false when the call failed (state rolled back). */
  toggle(slug: string): Promise<boolean>
  /** Reads the server count (and this visitor's like) for a slug. */
  refresh(slug: string): Promise<void>
  hydrate(): void
}

export type LikesStore = StoreApi<LikesState>

export function createLikesStore(
  storage: ShopStorage,
  fetchImpl: typeof fetch = (...a) => fetch(...a),
): LikesStore {
  return createStore<LikesState>()((set, get) => {
    const setLiked = (slug: string, on: boolean) => {
      const current = get().liked.filter((s) => s !== slug)
      const liked = on ? [...current, slug] : current
      set({ liked })
      storage.write('likes', liked)
    }
    const setCount = (slug: string, likes: number) => set({ counts: { ...get().counts, [slug]: likes } })

    return {
      liked: [],
      counts: {},
      pending: [],
      hydrated: false,
      isLiked: (slug) => get().liked.includes(slug),

      async toggle(slug) {
        if (typeof slug !== 'string' || slug.trim() === '' || get().pending.includes(slug)) return false
        const wasLiked = get().isLiked(slug)
        const before = get().counts[slug]
        set({ pending: [...get().pending, slug] })
        setLiked(slug, !wasLiked)
        if (typeof before === 'number') setCount(slug, Math.max(0, before + (wasLiked ? -1 : 1)))
        try {
          const res = await sendLike(slug, !wasLiked, storage.visitorId(), fetchImpl)
          setCount(slug, res.likes)
          if (typeof res.liked === 'boolean') setLiked(slug, res.liked)
          track(wasLiked ? 'Unlike' : 'Like', { slug })
          return true
        } catch (err) {
          console.error(err)
          setLiked(slug, wasLiked)
          if (typeof before === 'number') setCount(slug, before)
          else {
            const { [slug]: _drop, ...rest } = get().counts
            set({ counts: rest })
          }
          return false
        } finally {
          set({ pending: get().pending.filter((s) => s !== slug) })
        }
      },

      async refresh(slug) {
        try {
          const res = await fetchLikes(slug, storage.visitorId(), fetchImpl)
          setCount(slug, res.likes)
          // The server knows this visitor's likes: it wins over a stale local set.
          if (typeof res.liked === 'boolean' && res.liked !== get().isLiked(slug)) setLiked(slug, res.liked)
        } catch (err) {
          // The count rendered by the page stays; nothing to tell the visitor.
          console.error(err)
        }
      },

      hydrate() {
        set({ liked: toSlugList(storage.read<unknown>('likes', [])), hydrated: true })
      },
    }
  })
}
