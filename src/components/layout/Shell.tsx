import type React from 'react'

import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { fraunces, sourceSans } from '@/components/layout/polices'
import { Providers } from '@/components/interactions'
import { JsonLd } from '@/components/ui/JsonLd'
import type { Reglages } from '@/lib/data/reglages'
import { organisationLd } from '@/lib/seo'

/** The storefront document: skip link, providers, header, main, footer, analytics. Shared by the
 *  storefront root layout and the global not-found page (which has no layout), which read the settings. */
export function Shell({ reglages, children }: { reglages: Reglages; children: React.ReactNode }) {
  return (
    <html lang="fr" className={`${fraunces.variable} ${sourceSans.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#contenu"
          className="sr-only z-50 rounded-full bg-encre px-5 py-3 text-creme focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Aller au contenu
        </a>
        <Providers shortName={reglages.shortName}>
          <Header reglages={reglages} />
          <main id="contenu" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <Footer reglages={reglages} />
        </Providers>
        <JsonLd data={organisationLd(reglages)} />
        {/* A plain deferred tag: next/script would add 6 KB of JavaScript to every page. */}
        <script src="/js/script.js" defer />
      </body>
    </html>
  )
}
