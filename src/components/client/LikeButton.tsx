'use client'

import { useEffect, useId } from 'react'

import { MESSAGES, notify } from '@/lib/navigateur/client'

import { useLikes } from './LikesProvider'

export const LIKE_LABEL = 'J’aime cette affiche'
export const UNLIKE_LABEL = 'Je n’aime plus cette affiche'

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
  const countId = `likes-${useId()}`
  return (
    <button
      type="button"
      className="bouton bouton-contour"
      aria-pressed={liked}
      aria-describedby={countId}
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
      {/* The name is the action; the visible count describes it (axe: label-content-name-mismatch). */}
      <span className="sr-only">{liked ? UNLIKE_LABEL : LIKE_LABEL}</span>
      <span aria-hidden="true" data-testid="like-count">
        {count}
      </span>
      <span id={countId} hidden>
        {count} j’aime
      </span>
    </button>
  )
}
