'use client'

import Image from 'next/image'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'

import { Lien } from '@/components/ui/Lien'

import styles from './client.module.css'
import type { ZoomProduit } from './ZoomProvider'

import { zoomAlt } from './zoomAlt'

export { ZOOM_ALT_FALLBACK, zoomAlt } from './zoomAlt'

/** Image transitions (docs/SPECIFICATION.md §11). */
export const ZOOM_ENTER_MS = 300
export const ZOOM_LEAVE_MS = 200
export const ZOOM_SIZES = '(max-width: 720px) 100vw, 720px'
export const CLOSE_LABEL = 'Fermer le zoom'

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

type Props = { produit: ZoomProduit | null; navigating: boolean; onClose(navigating?: boolean): void }

/** The shown product and its transition: `shown` outlives `produit` by the leave transition, and the
 *  focus goes back to the opener once it has left (not when leaving for the product page). */
function useTransitionZoom(produit: ZoomProduit | null, navigating: boolean) {
  const [shown, setShown] = useState<ZoomProduit | null>(produit)
  const [visible, setVisible] = useState(false)
  const opener = useRef<HTMLElement | null>(null)

  // A new product or a closing is taken in while rendering (React's way to adjust state to new props)
  // rather than by an effect and a second render.
  const [prev, setPrev] = useState({ produit, navigating })
  if (prev.produit !== produit || prev.navigating !== navigating) {
    setPrev({ produit, navigating })
    if (produit) setShown(produit)
    else {
      setVisible(false)
      // Leaving for the product page: no leave transition.
      if (navigating) setShown(null)
    }
  }

  useEffect(() => {
    if (produit) {
      if (!opener.current && document.activeElement instanceof HTMLElement)
        opener.current = document.activeElement
      // Next frame: the panel is in the DOM with its "closed" styles, so the enter transition runs.
      const frame = requestAnimationFrame(() => setVisible(true))
      return () => cancelAnimationFrame(frame)
    }
    // Navigating: the focus is not sent back.
    if (navigating) {
      opener.current = null
      return
    }
    const timer = setTimeout(() => {
      setShown(null)
      opener.current?.focus?.()
      opener.current = null
    }, ZOOM_LEAVE_MS)
    return () => clearTimeout(timer)
  }, [produit, navigating])
  return { shown, visible }
}

/** While open: the close button has the focus, the page does not scroll, Escape closes. */
function useZoomOuvert(isOpen: boolean, onClose: () => void) {
  const closeRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!isOpen) return
    closeRef.current?.focus()
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.body.style.overflow = previous
      document.removeEventListener('keydown', onKey)
    }
  }, [isOpen, onClose])
  return closeRef
}

/** Tab and Shift+Tab cycle inside the panel. */
function trapFocus(panel: HTMLElement | null, event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab' || !panel) return
  const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE))
  if (items.length === 0) return
  const first = items[0]
  const last = items[items.length - 1]
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

/** The image and its caption, a link to the product page. */
function FigureZoom({
  shown,
  captionId,
  onClose,
}: {
  shown: ZoomProduit
  captionId: string
  onClose: Props['onClose']
}) {
  const alt = zoomAlt(shown)
  const showImage = Boolean(alt && shown.src && shown.width && shown.height)
  const title = shown.title?.trim() || alt
  return (
    <figure className={styles.zoomFigure}>
      {showImage && (
        <Image
          src={shown.src as string}
          width={shown.width as number}
          height={shown.height as number}
          alt={alt}
          loading="lazy"
          sizes={ZOOM_SIZES}
          className={styles.zoomImage}
        />
      )}
      <figcaption id={captionId} className={styles.zoomCaption}>
        <Lien
          href={`/produits/affiches/${shown.slug}`}
          onClick={(event) => {
            event.stopPropagation()
            onClose(true)
          }}
        >
          {title}
        </Lien>
      </figcaption>
    </figure>
  )
}

export function ZoomDialog({ produit, navigating, onClose }: Props) {
  const { shown, visible } = useTransitionZoom(produit, navigating)
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useZoomOuvert(Boolean(shown), onClose)
  const captionId = useId()

  if (!shown) return null

  const state = visible && produit ? 'open' : 'closed'
  const closeFrom = (event: MouseEvent) => {
    event.stopPropagation()
    onClose()
  }

  return (
    <div
      className={styles.zoomBackdrop}
      data-state={state}
      data-testid="zoom-backdrop"
      style={{ transitionDuration: `${state === 'open' ? ZOOM_ENTER_MS : ZOOM_LEAVE_MS}ms` }}
      onClick={closeFrom}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={captionId}
        className={styles.zoomPanel}
        data-state={state}
        data-testid="zoom-panel"
        style={{ transitionDuration: `${state === 'open' ? ZOOM_ENTER_MS : ZOOM_LEAVE_MS}ms` }}
        onClick={closeFrom}
        onKeyDown={(event) => trapFocus(panelRef.current, event)}
      >
        <button
          ref={closeRef}
          type="button"
          className={styles.zoomClose}
          aria-label={CLOSE_LABEL}
          onClick={closeFrom}
        >
          <span aria-hidden="true">×</span>
        </button>
        <FigureZoom shown={shown} captionId={captionId} onClose={onClose} />
      </div>
    </div>
  )
}
