'use client'

import type { ReactNode } from 'react'

import { zoomAlt } from './zoomAlt'
import { prechargerZoom, useZoom, type ZoomProduit } from './ZoomProvider'

/** Wraps a product image: a click opens the zoom dialog on this product. */
export function ZoomButton({ produit, children }: { produit: ZoomProduit; children: ReactNode }) {
  const { open } = useZoom()
  return (
    <button
      type="button"
      className="relative block w-full cursor-zoom-in"
      aria-haspopup="dialog"
      aria-label={`Agrandir l’image\u00a0: ${zoomAlt(produit)}`}
      onPointerEnter={prechargerZoom}
      onFocus={prechargerZoom}
      onClick={() => open(produit)}
    >
      {children}
    </button>
  )
}
