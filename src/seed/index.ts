import type { Payload } from 'payload'

export type SeedOptions = {
  /** Number of products to create (default 120; `npm run seed -- --produits 10000` for benchmarks). */
  produits?: number
  log?: (message: string) => void
}

export type SeedReport = Record<string, number>

/** Idempotent demo catalogue (PRODUCT.md §8). Placeholder until the full seed lands. */
export async function seed(payload: Payload, { log = console.log }: SeedOptions = {}): Promise<SeedReport> {
  log('Seed: rien à créer pour le moment.')
  return {}
}
