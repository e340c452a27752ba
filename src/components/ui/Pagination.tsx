import { Lien } from '@/components/ui/Lien'

/** `/base` for page 1, `/base/page/n` beyond (docs/SPECIFICATION.md §4). */
export const pageHref = (base: string, n: number): string => (n <= 1 ? base || '/' : `${base}/page/${n}`)

/** Page numbers to show: first, last, and the current one with its neighbours; null = ellipsis. */
export function pagesVisibles(page: number, total: number): (number | null)[] {
  const set = new Set([1, total, page - 1, page, page + 1].filter((n) => n >= 1 && n <= total))
  const sorted = [...set].sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push(null)
    out.push(n)
  })
  return out
}

export function Pagination({
  page,
  totalPages,
  href,
}: {
  page: number
  totalPages: number
  href: (n: number) => string
}) {
  if (totalPages <= 1) return null
  const lien = 'inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold'
  return (
    <nav aria-label="Pagination" className="mt-14 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        {page > 1 && (
          <li>
            <Lien
              href={href(page - 1)}
              rel="prev"
              className={`${lien} border border-trait hover:border-encre`}
            >
              <span aria-hidden="true">←</span>&nbsp;Précédente
            </Lien>
          </li>
        )}
        {pagesVisibles(page, totalPages).map((n, i) =>
          n === null ? (
            <li key={`e${i}`} aria-hidden="true" className="px-1 text-gris">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${lien} bg-encre text-creme`}>
                  <span className="sr-only">Page </span>
                  {n}
                </span>
              ) : (
                <Lien href={href(n)} className={`${lien} hover:bg-papier-fonce`}>
                  <span className="sr-only">Page </span>
                  {n}
                </Lien>
              )}
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Lien
              href={href(page + 1)}
              rel="next"
              className={`${lien} border border-trait hover:border-encre`}
            >
              Suivante&nbsp;<span aria-hidden="true">→</span>
            </Lien>
          </li>
        )}
      </ul>
    </nav>
  )
}
