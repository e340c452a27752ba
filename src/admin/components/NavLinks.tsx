import { ADMIN_LINKS } from './links'

/** A "Boutique" group at the end of Payload's sidebar. */
export function NavLinks() {
  return (
    <nav className="mc-nav" aria-label="Écrans de la boutique">
      <span className="mc-nav__label">Écrans de la boutique</span>
      {ADMIN_LINKS.map((l) => (
        <a key={l.href} href={l.href}>
          {l.label}
        </a>
      ))}
    </nav>
  )
}
