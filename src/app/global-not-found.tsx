import type { Metadata } from 'next'

import { Shell } from '@/components/layout/Shell'
import { PageErreur } from '@/components/templates/PageErreur'
import { lireReglages } from '@/lib/data/reglages'

import './(frontend)/globals.css'

export const metadata: Metadata = { title: 'Page introuvable · Mots & Couleurs', robots: { index: false } }

/** URLs that match no route at all, /404 included: the app has two root layouts (storefront and
 *  Payload), so Next needs this page to answer them with the French 404 rather than its own. */
export default async function GlobalNotFound() {
  return (
    <Shell reglages={await lireReglages()}>
      <PageErreur code={404} />
    </Shell>
  )
}
