'use client'

import { usePathname } from 'next/navigation'

import { lienQuitter } from '@/lib/apercu/client'

/** « Quitter l’aperçu », back to the page being read (the layout, hence the banner, outlives client
 *  navigations). A plain link: the route clears the cookie and the next page must be a full load. */
export function LienQuitterApercu() {
  const chemin = usePathname() || '/'
  return (
    <a
      href={lienQuitter(chemin)}
      className="font-semibold underline underline-offset-4 hover:text-ocre-pale focus-visible:outline-ocre"
    >
      Quitter l’aperçu
    </a>
  )
}
