import { Link } from '@payloadcms/ui'

export type Action = {
  href: string
  label: string
  /** The screen's main action (highlighted). */
  principal?: boolean
  /** A screen of the admin's own app, reached without a full page load. */
  interne?: boolean
}

/** The buttons at the top right of an admin screen (AdminScreen's `actions`). */
export function BarreActions({ actions }: { actions: Action[] }) {
  return (
    <>
      {actions.map((a) => {
        const className = a.principal ? 'mc-link-btn mc-link-btn--primary' : 'mc-link-btn'
        return a.interne ? (
          <Link key={a.href} className={className} href={a.href} prefetch={false}>
            {a.label}
          </Link>
        ) : (
          <a key={a.href} className={className} href={a.href}>
            {a.label}
          </a>
        )
      })}
    </>
  )
}
