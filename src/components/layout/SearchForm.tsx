/** Plain GET form to /produits?q= : works without JavaScript. */
export function SearchForm({
  id,
  defaultValue = '',
  className = '',
}: {
  id: string
  defaultValue?: string
  className?: string
}) {
  return (
    <form action="/produits" method="get" role="search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Rechercher une affiche
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder="Rechercher une affiche…"
        maxLength={100}
        className="h-11 w-full rounded-full border border-trait bg-creme pr-11 pl-4 text-[0.975rem] placeholder:text-gris focus:border-terracotta"
      />
      <button
        type="submit"
        className="absolute top-1/2 right-1 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-encre hover:bg-papier-fonce"
        aria-label="Lancer la recherche"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4 4" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  )
}
