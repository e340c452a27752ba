import type { Payload } from 'payload'

import { reconstruireIndexRecherche } from '@/lib/catalogue'

import { seedAdmin } from './compte'
import { seedContenus } from './contenus'
import { seedProduits } from './produits'
import { seedReglages } from './reglages'
import { Report } from './store'
import { seedTaxonomies } from './taxonomies'

export type SeedOptions = {
  /** Number of published products (default 120; `npm run seed -- --produits 10000` for benchmarks). */
  produits?: number
  log?: (message: string) => void
}

/** Entity name → documents created by this run (0 everywhere on a second run). */
export type SeedReport = Record<string, number>

export const DEFAULT_PRODUITS = 120

/** Idempotent demo catalogue (docs/SPECIFICATION.md §12): every document is looked up by its slug or unique
 *  key first. */
export async function seed(
  payload: Payload,
  { produits = DEFAULT_PRODUITS, log = console.log }: SeedOptions = {},
): Promise<SeedReport> {
  const report = new Report()
  const started = Date.now()
  const step = async (label: string, run: () => Promise<unknown>) => {
    const t = Date.now()
    await run()
    log(`Seed : ${label} en ${((Date.now() - t) / 1000).toFixed(1)} s`)
  }
  await step('réglages', () => seedReglages(payload, report))
  await step('compte administrateur', () => seedAdmin(payload, report, log))
  let tax!: Awaited<ReturnType<typeof seedTaxonomies>>
  await step(
    'audiences, collections, thèmes, mots-clés et langues',
    async () => (tax = await seedTaxonomies(payload, report)),
  )
  await step(`${produits} produits`, () => seedProduits(payload, tax, produits, report, log))
  await step('articles, FAQ, portfolio et pages', () => seedContenus(payload, report))
  // Products were written without their per-document hooks: the search index is built once, here.
  await step('index de recherche', () => reconstruireIndexRecherche(payload))
  const created = Object.entries(report.counts)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')
  log(
    `Seed terminé en ${((Date.now() - started) / 1000).toFixed(1)} s — créés : ${created || 'rien (déjà à jour)'}`,
  )
  return report.counts
}
