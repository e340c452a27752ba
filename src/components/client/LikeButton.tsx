'use client'

import { useEffect } from 'react'

import { MESSAGES, notify } from '@/lib/client/toast'

import { useLikes } from './LikesProvider'

export const LIKE_LABEL = 'Ajouter aux coups de cœur'
export const UNLIKE_LABEL = 'Retirer des coups de cœur'

/** Heart with the product's like count. The count rendered by the server is replaced by the live one
 *  once mounted (product pages are cached; likes are not part of their revalidation). */
export function LikeButton({ slug, initialLikes = 0 }: { slug: string; initialLikes?: number }) {
  const likes = useLikes()
  const { refresh } = likes
  useEffect(() => {
    void refresh(slug)
  }, [refresh, slug])
  const liked = likes.liked.includes(slug)
  const count = likes.counts[slug] ?? initialLikes
  return (
    <button
      type="button"
      className="bouton bouton-contour"
      aria-pressed={liked}
      aria-label={liked ? UNLIKE_LABEL : LIKE_LABEL}
      data-liked={liked}
      disabled={likes.pending.includes(slug)}
      onClick={async () => {
        const ok = await likes.toggle(slug)
        if (!ok) notify.error(MESSAGES.likeErreur)
        else notify.success(liked ? MESSAGES.unlike : MESSAGES.like)
      }}
    >
      <span aria-hidden="true" className={liked ? 'text-terracotta' : undefined}>
        {liked ? '♥' : '♡'}
      </span>{' '}
      <span data-testid="like-count">{count}</span>
    </button>
  )
}
