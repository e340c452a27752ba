import Link from 'next/link'

import { CartLink, LikesLink } from '@/components/interactions'
import { formatPrix } from '@/lib/format/prix'
import type { Reglages } from '@/lib/data/reglages'

import { Logo } from './Logo'
import { NAVIGATION } from './navigation'
import { SearchForm } from './SearchForm'

export function Header({ reglages }: { reglages: Reglages }) {
  return (
    <header className="sticky top-0 z-30 border-b border-trait/80 bg-papier/92 backdrop-blur supports-[backdrop-filter]:bg-papier/80">
      <p className="bg-encre px-4 py-1.5 text-center text-[0.8125rem] text-creme">
        Fichiers numériques téléchargeables aussitôt payés · Livraison des tirages offerte dès {formatPrix(reglages.livraisonOfferteDes)}
      </p>
      <div className="conteneur flex h-[4.25rem] items-center gap-4">
        <Logo name={reglages.name} />
        <nav aria-label="Navigation principale" className="ml-6 hidden xl:block">
          <ul className="flex items-center gap-1">
            {NAVIGATION.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="rounded-full px-3 py-2 text-[0.975rem] font-medium text-encre-douce hover:bg-papier-fonce hover:text-encre">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <SearchForm id="recherche-entete" className="mr-2 hidden w-56 md:block" />
          <LikesLink />
          <CartLink />
          <details className="group relative xl:hidden">
            <summary className="inline-flex h-11 cursor-pointer list-none items-center gap-2 rounded-full px-3 font-medium hover:bg-papier-fonce [&::-webkit-details-marker]:hidden">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
                <path d="M4 7h16M4 12h16M4 17h10" />
              </svg>
              <span>Menu</span>
            </summary>
            <div className="absolute top-full right-0 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-carte border border-trait bg-creme p-4 shadow-affiche">
              <SearchForm id="recherche-menu" className="mb-3 md:hidden" />
              <nav aria-label="Navigation mobile">
                <ul className="grid gap-0.5">
                  {NAVIGATION.map((item) => (
                    <li key={item.href}>
                      <Link href={item.href} className="block rounded-xl px-3 py-2.5 text-lg font-medium hover:bg-papier-fonce">
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
          </details>
        </div>
      </div>
    </header>
  )
}
