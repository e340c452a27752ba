import { VISITOR_ID_PATTERN } from '@/lib/catalogue/client'

/**
 * Browser storage of the shop (docs/SPECIFICATION.md §7): three keys `${shortName}-likes`, `-cart`,
 * `-session`, JSON values. When localStorage is missing or throws (private mode, quota, disabled cookies) the
 * values live in memory for the page's lifetime instead; corrupt JSON reads as "nothing stored".
 */
export const DEFAULT_SHORT_NAME = 'mots-couleurs'

export type StorageKind = 'likes' | 'cart' | 'session'

export const storageKey = (shortName: string, kind: StorageKind): string => `${shortName}-${kind}`

export type ShopStorage = {
  key(kind: StorageKind): string
  read<T>(kind: StorageKind, fallback: T): T
  write(kind: StorageKind, value: unknown): void
  remove(kind: StorageKind): void
  /** The session's visitor id, created (crypto.randomUUID) and stored on first use. */
  visitorId(): string
  /** The cart's choices (format, quantity) per slug, kept in the `session` key beside the visitor id. */
  readChoix(): Record<string, Choix>
  writeChoix(choix: Record<string, Choix>): void
}

/** A cart line's choice: a format code (null: the product's default format) and a quantity, 1 to 10. */
export type Choix = { format: string | null; quantite: number }

/**
 * The `session` key's value (docs/decisions/0136-choix-du-panier-dans-session.md): the visitor id and the
 * cart's choices by slug. A bare JSON string is the value written before choices existed: the visitor
 * id alone, read as such.
 */
export type SessionStockee = { visiteur?: string; choix?: Record<string, Choix> }

const FORMAT_CODE = /^[A-Za-z0-9-]{1,20}$/

/** A stored choice made safe: an odd format reads as the default one, an odd quantity as 1. */
export function toChoix(value: unknown): Choix {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const format = typeof v.format === 'string' && FORMAT_CODE.test(v.format) ? v.format : null
  const q = v.quantite
  const quantite = typeof q === 'number' && Number.isInteger(q) && q >= 1 && q <= 10 ? q : 1
  return { format, quantite }
}

function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null
  } catch {
    // Accessing window.localStorage itself throws when storage is disabled.
    return null
  }
}

export function randomId(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto
  if (c && typeof c.randomUUID === 'function') return c.randomUUID()
  // Older browsers or non-secure contexts (plain http on a LAN address) lack randomUUID.
  const bytes = new Uint8Array(16)
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes)
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export function createStorage(
  shortName: string = DEFAULT_SHORT_NAME,
  backend: () => Storage | null = browserStorage,
): ShopStorage {
  const prefix = shortName.trim() || DEFAULT_SHORT_NAME
  // Values whose last write could not reach localStorage: memory is then the truth for them.
  const memory = new Map<string, string>()
  const key = (kind: StorageKind) => storageKey(prefix, kind)

  const readRaw = (k: string): string | null => {
    if (memory.has(k)) return memory.get(k) ?? null
    try {
      return backend()?.getItem(k) ?? null
    } catch {
      return null
    }
  }

  const setRaw = (k: string, raw: string): void => {
    try {
      const store = backend()
      if (!store) throw new Error('localStorage indisponible')
      store.setItem(k, raw)
      memory.delete(k)
    } catch {
      memory.set(k, raw)
    }
  }

  const storage: ShopStorage = {
    key,
    read<T>(kind: StorageKind, fallback: T): T {
      const raw = readRaw(key(kind))
      if (raw === null) return fallback
      try {
        return JSON.parse(raw) as T
      } catch {
        return fallback
      }
    },
    write(kind, value) {
      setRaw(key(kind), JSON.stringify(value))
    },
    remove(kind) {
      const k = key(kind)
      memory.delete(k)
      try {
        backend()?.removeItem(k)
      } catch {
        // Nothing to undo: the memory copy is gone already.
      }
    },
    visitorId() {
      const stored = readSession().visiteur
      if (stored && VISITOR_ID_PATTERN.test(stored)) return stored
      const id = randomId()
      storage.write('session', { ...readSession(), visiteur: id })
      return id
    },
    readChoix() {
      const choix = readSession().choix
      if (!choix || typeof choix !== 'object' || Array.isArray(choix)) return {}
      return Object.fromEntries(Object.entries(choix).map(([slug, c]) => [slug, toChoix(c)]))
    },
    writeChoix(choix) {
      storage.write('session', { ...readSession(), choix })
    },
  }
  function readSession(): SessionStockee {
    const stored = storage.read<unknown>('session', null)
    if (typeof stored === 'string') return { visiteur: stored }
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {}
    const { visiteur, choix } = stored as Record<string, unknown>
    return {
      ...(typeof visiteur === 'string' ? { visiteur } : {}),
      ...(choix && typeof choix === 'object' ? { choix: choix as SessionStockee['choix'] } : {}),
    }
  }
  return storage
}

/** A JSON array of distinct non-blank strings, whatever the stored value was. */
export function toSlugList(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const out: string[] = []
  for (const item of value) {
    if (typeof item === 'string' && item.trim() !== '' && !out.includes(item)) out.push(item)
  }
  return out
}
