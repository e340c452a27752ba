'use client'

import Link from 'next/link'
import { useState, type ComponentProps } from 'react'

/**
 * Every link of the shop: prefetched when the visitor shows intent (pointer over it, finger on it,
 * keyboard focus), not as soon as it scrolls into view. Viewport prefetching fetched the pages of the
 * header, chips and footer — and the images those pages preload — while a phone was still hydrating
 * (≈ 100 ms of main thread in Lighthouse's mobile run); cached pages answer in a few milliseconds anyway.
 */
export function Lien({
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const [intention, setIntention] = useState(false)
  return (
    <Link
      {...props}
      // null: Next's default prefetch, once the visitor shows intent
      prefetch={intention ? null : false}
      onMouseEnter={(e) => {
        setIntention(true)
        onMouseEnter?.(e)
      }}
      onTouchStart={(e) => {
        setIntention(true)
        onTouchStart?.(e)
      }}
      onFocus={(e) => {
        setIntention(true)
        onFocus?.(e)
      }}
    />
  )
}
