'use client'

import { useEffect } from 'react'

import { usePanier } from '@/components/client/PanierProvider'

/** Empties the cart once the confirmation page is reached (after the stored cart was read). */
export function ViderPanier() {
  const { hydrated, slugs, clear } = usePanier()
  useEffect(() => {
    if (hydrated && slugs.length) clear()
  }, [hydrated, slugs.length, clear])
  return null
}
