import { unstable_cache } from 'next/cache'

/**
 * Seconds a search page without any result is kept: a typo or a random text is not worth a page stored
 * for a year (the listings' default), and a product published later with that word shows within this.
 */
export const REVALIDATION_SANS_RESULTAT = 60

// unstable_cache lowers the revalidate time of the page that calls it to its own (Next's
// unstable-cache.js, "prerender-legacy" stores): calling this one keeps the page 60 s, not a year.
const courte = unstable_cache(async () => true, ['recherche-sans-resultat'], {
  revalidate: REVALIDATION_SANS_RESULTAT,
})

/** Called while rendering a search's page that found nothing. */
export async function pageSansResultat(): Promise<void> {
  try {
    await courte()
  } catch (err) {
    // Outside a Next server (tests rendering the component) there is no page cache to shorten.
    if (!(err instanceof Error && err.message.startsWith('Invariant: incrementalCache missing'))) throw err
  }
}
