import { Lien } from '@/components/ui/Lien'
import type { Miette } from '@/lib/seo'

/** Visible breadcrumbs; the last crumb is the current page. */
export function Breadcrumbs({ miettes }: { miettes: Miette[] }) {
  return (
    <nav aria-label="Fil d’Ariane" className="text-sm text-gris">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {miettes.map((m, i) => (
          <li key={m.href} className="flex items-center gap-1.5">
            {i > 0 && <span aria-hidden="true">/</span>}
            {i === miettes.length - 1 ? (
              <span aria-current="page" className="text-encre-douce">
                {m.nom}
              </span>
            ) : (
              <Lien href={m.href} className="hover:text-terracotta hover:underline">
                {m.nom}
              </Lien>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
