'use client'

import { HeaderIconLink } from './HeaderIconLink'
import { useLikes } from './LikesProvider'

/** Header link to the visitor's liked products. */
export function LikesLink() {
  const { liked } = useLikes()
  return (
    <HeaderIconLink
      href="/mes-affiches-aimees"
      label={`Mes affiches aimées (${liked.length})`}
      count={liked.length}
      testId="likes-count"
    >
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
    </HeaderIconLink>
  )
}
