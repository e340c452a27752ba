import { Lien } from '@/components/ui/Lien'
import { PanierLink, LikesLink } from '@/components/interactions'
import { formatPrix } from '@/lib/format'
import type { Reglages } from '@/lib/data/reglages'

import { Logo } from './Logo'
import { NAVIGATION } from './navigation'
import { SearchForm } from './SearchForm'

/** Announcement band (scrolls away), then the sticky bar: wordmark, search, likes, cart; the main
 *  navigation sits on a second row from 1024 px and in a native disclosure menu below. */
export function Header({ reglages }: { reglages: Reglages }) {
  return (
    <>
      <p className="bg-encre px-4 py-2 text-center text-[0.8125rem] leading-snug text-creme">
        Fichiers numériques téléchargeables aussitôt payés · Tirages livrés gratuitement dès{' '}
        {formatPrix(reglages.livraisonOfferteDes)}
      </p>
      <header className="sticky top-0 z-30 border-b border-trait bg-papier/95 backdrop-blur supports-[backdrop-filter]:bg-papier/85">
        <div className="conteneur flex h-[4.25rem] items-center gap-2 sm:gap-3 lg:h-[4.75rem]">
          <Logo name={reglages.name} />
          <SearchForm id="recherche-entete" className="mx-auto hidden w-full max-w-sm md:block" />
          <div className="ml-auto flex items-center gap-0.5 md:ml-0">
            <LikesLink />
            <PanierLink />
            <details className="group relative lg:hidden">
              <summary className="inline-flex h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-2 rounded-full px-2.5 font-semibold sm:px-3 hover:bg-papier-fonce [&::-webkit-details-marker]:hidden">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                >
                  <path d="M4 7h16M4 12h16M4 17h10" />
                </svg>
                <span className="sr-only sm:not-sr-only">Menu</span>
              </summary>
              <div className="absolute top-full right-0 mt-2 w-[min(22rem,calc(100vw-2.5rem))] rounded-carte border border-trait bg-creme p-4 shadow-affiche">
                <SearchForm id="recherche-menu" className="mb-3 md:hidden" />
                <nav aria-label="Navigation mobile">
                  <ul className="grid gap-0.5">
                    {NAVIGATION.map((item) => (
                      <li key={item.href}>
                        <Lien href={item.href} className="menu-lien">
                          {item.label}
                        </Lien>
                      </li>
                    ))}
                  </ul>
                </nav>
              </div>
            </details>
          </div>
        </div>
        <nav aria-label="Navigation principale" className="hidden border-t border-trait/70 lg:block">
          <ul className="conteneur flex h-12 items-center justify-center gap-1">
            {NAVIGATION.map((item) => (
              <li key={item.href}>
                <Lien href={item.href} className="nav-lien">
                  {item.label}
                </Lien>
              </li>
            ))}
          </ul>
        </nav>
      </header>
    </>
  )
}
