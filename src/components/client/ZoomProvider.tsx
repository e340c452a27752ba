'use client'

import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react'

// The dialog is code of its own chunk (first-load JS budget in docs/BENCHMARKS.md): fetched when a zoom button is
// pointed at or focused, and at the latest on the first opening.
const importerDialogue = () => import('./ZoomDialog')
export const prechargerZoom = () => void importerDialogue()
const ZoomDialog = lazy(() => importerDialogue().then((m) => ({ default: m.ZoomDialog })))

/** Product shown in the zoom dialog (docs/SPECIFICATION.md §7). */
export type ZoomProduit = {
  slug: string
  title?: string | null
  alt?: string | null
  mockup?: string | null
  src?: string | null
  width?: number | null
  height?: number | null
}

export type ZoomContextValue = {
  /** The product shown; null when the dialog is closed. */
  produit: ZoomProduit | null
  open(produit: ZoomProduit): void
  /** `navigating` (the caption link passes true): the page changes, so the dialog goes without its
   *  leave transition and focus is not sent back to the button that opened it. */
  close(navigating?: boolean): void
}

const ZoomContext = createContext<ZoomContextValue | null>(null)

export function ZoomProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ produit: ZoomProduit | null; navigating: boolean }>({
    produit: null,
    navigating: false,
  })
  // Mounted from the first opening on, so that later ones keep their leave transition.
  const [monte, setMonte] = useState(false)
  const open = useCallback((produit: ZoomProduit) => {
    setMonte(true)
    setState({ produit, navigating: false })
  }, [])
  const close = useCallback((navigating = false) => setState({ produit: null, navigating }), [])
  const value = useMemo(() => ({ produit: state.produit, open, close }), [state.produit, open, close])
  return (
    <ZoomContext.Provider value={value}>
      {children}
      {monte && (
        <Suspense fallback={null}>
          <ZoomDialog produit={state.produit} navigating={state.navigating} onClose={close} />
        </Suspense>
      )}
    </ZoomContext.Provider>
  )
}

export function useZoom(): ZoomContextValue {
  const value = useContext(ZoomContext)
  if (!value) throw new Error('useZoom must be used within a ZoomProvider')
  return value
}
