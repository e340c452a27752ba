'use client'

import type { ReactNode } from 'react'

import { Lien } from '@/components/ui/Lien'

/** Round header icon link with a count badge (hidden at zero). */
export function HeaderIconLink({
  href,
  label,
  count,
  testId,
  children,
}: {
  href: string
  label: string
  count: number
  testId: string
  children: ReactNode
}) {
  return (
    <Lien
      href={href}
      aria-label={label}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-papier-fonce"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        {children}
      </svg>
      <span
        aria-hidden="true"
        data-testid={testId}
        hidden={count === 0}
        className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-terracotta px-1 text-center text-xs font-semibold leading-5 text-creme"
      >
        {count}
      </span>
    </Lien>
  )
}
