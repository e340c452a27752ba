import type { PayloadRequest } from 'payload'

import type { EntreeRecherche } from './contenu'
import type { RequeteRecherche } from './requete'

/** The search index of one database engine (./sqlite.ts, ./mongo.ts). It holds published products only. */
export interface MoteurRecherche {
  /** Creates the index if missing (idempotent); its normalisation version (null: never built) and size. */
  preparer(): Promise<{ version: number | null; entrees: number }>
  /** Adds or replaces these products' entries. */
  remplacer(entrees: EntreeRecherche[], req?: Partial<PayloadRequest>): Promise<void>
  retirer(ids: (number | string)[], req?: Partial<PayloadRequest>): Promise<void>
  /** Replaces the whole index by these entries and records the normalisation version. */
  reconstruire(entrees: EntreeRecherche[], version: number): Promise<void>
  /** Ids of the matching products, best first, at most `limite`. */
  chercher(requete: RequeteRecherche, limite: number): Promise<(number | string)[]>
}
