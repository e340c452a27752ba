import type { ReactNode } from 'react'
import type { toast as sonnerToast } from 'sonner'

/**
 * Toasts of docs/SPECIFICATION.md §9/§11 on top of sonner. Sonner's own timers cannot give each type its
 * duration while keeping a 1000 ms removal delay (its unmount delay is a fixed 200 ms), so this module
 * owns the lifecycle — created, updated, dismissed (hidden), removed after TOAST_REMOVE_DELAY — and
 * sonner only renders (every sonner toast is given an infinite duration). sonner itself (≈ 10 KB gzip)
 * loads with the first toast of the page (ShopToaster): until its toaster listens, drawings wait in order.
 */
export const TOAST_LIMIT = 20
export const TOAST_REMOVE_DELAY = 1000
export const TOAST_MAX_WIDTH = 350
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
  custom: 4000,
} as const
export type ToastType = keyof typeof TOAST_DURATIONS

/** Class given to a dismissed toast while it waits for its removal (faded out by CSS). */
export const HIDDEN_CLASS = 'mc-toast-hidden'

type Entry = {
  id: string
  type: ToastType
  content: ReactNode
  visible: boolean
  remaining: number
  startedAt: number
  timer?: ReturnType<typeof setTimeout>
  removal?: ReturnType<typeof setTimeout>
}

type Options = { id?: string; description?: ReactNode; duration?: number }

type Sonner = typeof sonnerToast
let sonner: Sonner | undefined
let waiting: Array<(s: Sonner) => void> = []
let onFirstWaiting: (() => void) | undefined

/** The toaster left the page (unmounted): the next toasts wait for a new one. */
export function detachToaster(): void {
  sonner = undefined
}

/** Calls `load` once a toast waits for sonner (at once if one already does); returns the unsubscription. */
export function onToastWaiting(load: () => void): () => void {
  if (waiting.length > 0) {
    load()
    return () => {}
  }
  onFirstWaiting = load
  return () => {
    if (onFirstWaiting === load) onFirstWaiting = undefined
  }
}

/** Called by the lazily loaded toaster once sonner's <Toaster> listens: queued drawings run now. */
export function attachToaster(s: Sonner): void {
  sonner = s
  const queued = waiting
  waiting = []
  for (const drawing of queued) drawing(s)
}

function draw(drawing: (s: Sonner) => void): void {
  if (sonner) return drawing(sonner)
  if (waiting.push(drawing) > 200) waiting.shift() // no toaster on this page: keep the queue bounded
  const load = onFirstWaiting
  onFirstWaiting = undefined
  load?.()
}

const entries = new Map<string, Entry>()
let paused = false
let counter = 0

function render(entry: Entry, description?: ReactNode): void {
  const options = {
    id: entry.id,
    duration: Number.POSITIVE_INFINITY,
    className: entry.visible ? undefined : HIDDEN_CLASS,
    description,
    onDismiss: () => forget(entry.id),
  }
  const { type, content } = entry
  draw((sonner) => {
    if (type === 'custom') sonner.custom(() => content as React.ReactElement, options)
    else if (type === 'blank') sonner(content, options)
    else sonner[type](content, options)
  })
}

function startTimer(entry: Entry): void {
  clearTimeout(entry.timer)
  if (!entry.visible || paused || entry.remaining === Number.POSITIVE_INFINITY) return
  entry.startedAt = Date.now()
  entry.timer = setTimeout(() => dismiss(entry.id), entry.remaining)
}

function forget(id: string): void {
  const entry = entries.get(id)
  if (!entry) return
  clearTimeout(entry.timer)
  clearTimeout(entry.removal)
  entries.delete(id)
}

function show(type: ToastType, content: ReactNode, options: Options = {}): string {
  const id = options.id ?? `mc-${++counter}`
  const existing = entries.get(id)
  if (existing) clearTimeout(existing.removal)
  const entry: Entry = {
    id,
    type,
    content,
    visible: true,
    remaining: options.duration ?? TOAST_DURATIONS[type],
    startedAt: Date.now(),
  }
  if (existing) clearTimeout(existing.timer)
  entries.set(id, entry)
  // The oldest visible toasts go when the limit is reached.
  const visible = [...entries.values()].filter((e) => e.visible)
  for (const old of visible.slice(0, Math.max(0, visible.length - TOAST_LIMIT))) dismiss(old.id)
  render(entry, options.description)
  startTimer(entry)
  return id
}

/** Hides a toast (or all) now and removes it TOAST_REMOVE_DELAY ms later. */
export function dismiss(id?: string): void {
  const targets = id ? [entries.get(id)].filter((e): e is Entry => Boolean(e)) : [...entries.values()]
  for (const entry of targets) {
    if (!entry.visible) continue
    clearTimeout(entry.timer)
    entry.visible = false
    render(entry)
    entry.removal = setTimeout(() => remove(entry.id), TOAST_REMOVE_DELAY)
  }
}

/** Removes a toast (or all) at once. */
export function remove(id?: string): void {
  const ids = id ? [id] : [...entries.keys()]
  for (const key of ids) {
    forget(key)
    draw((sonner) => sonner.dismiss(key))
  }
}

/** Hovering the toaster pauses every timer; leaving it resumes them with the time they had left. */
export function pauseToasts(): void {
  if (paused) return
  paused = true
  const now = Date.now()
  for (const entry of entries.values()) {
    if (!entry.visible || entry.remaining === Number.POSITIVE_INFINITY) continue
    clearTimeout(entry.timer)
    entry.remaining = Math.max(0, entry.remaining - (now - entry.startedAt))
  }
}

export function resumeToasts(): void {
  if (!paused) return
  paused = false
  for (const entry of entries.values()) startTimer(entry)
}

/** Snapshot for tests and debugging. */
export function toastEntries(): ReadonlyArray<
  Readonly<Pick<Entry, 'id' | 'type' | 'visible' | 'remaining'>>
> {
  return [...entries.values()].map(({ id, type, visible, remaining }) => ({ id, type, visible, remaining }))
}

export const notify = Object.assign(
  (message: ReactNode, options?: Options) => show('blank', message, options),
  {
    success: (message: ReactNode, options?: Options) => show('success', message, options),
    error: (message: ReactNode, options?: Options) => show('error', message, options),
    loading: (message: ReactNode, options?: Options) => show('loading', message, options),
    custom: (content: ReactNode, options?: Options) => show('custom', content, options),
    dismiss,
    remove,
  },
)

/** French texts of the shop's toasts. */
export const MESSAGES = {
  ajoute: 'Ajouté au panier',
  retire: 'Retiré du panier',
  dejaDansLePanier: 'Ce produit est déjà dans votre panier',
  like: 'Ajoutée à vos affiches aimées',
  unlike: 'Retirée de vos affiches aimées',
  likeErreur: 'Votre j’aime n’a pas pu être enregistré. Réessayez dans un instant.',
  panierErreur: 'Le panier n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
} as const
