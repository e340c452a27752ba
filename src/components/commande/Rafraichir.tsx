'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

/** While the webhook has not confirmed the payment yet, re-renders the page every 2 s (1 min max). */
export function Rafraichir({ intervalleMs = 2000, essais = 30 }: { intervalleMs?: number; essais?: number }) {
  const router = useRouter()
  const [n, setN] = useState(0)
  useEffect(() => {
    if (n >= essais) return
    const t = setTimeout(() => {
      router.refresh()
      setN((x) => x + 1)
    }, intervalleMs)
    return () => clearTimeout(t)
  }, [n, essais, intervalleMs, router])
  return n >= essais ? (
    <p className="mt-3 text-encre-douce">
      La confirmation prend plus de temps que prévu. Vous recevrez un e-mail dès qu’elle arrivera ; vous
      pouvez aussi recharger cette page.
    </p>
  ) : null
}
