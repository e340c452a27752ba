import type { ServerProps } from 'payload'

import { liensPour } from './links'

/** A "Boutique" group at the end of Payload's sidebar: the screens this person may open. */
export function NavLinks({ user }: Pick<ServerProps, 'user'>) {
  const liens = liensPour(user)
  if (!liens.length) return null
  return (
    <nav className="mc-nav" aria-label="Écrans de la boutique">
      <span className="mc-nav__label">Écrans de la boutique</span>
      {liens.map((l) => (
        <a key={l.href} href={l.href}>
          {l.label}
        </a>
      ))}
    </nav>
  )
}
