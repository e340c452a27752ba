import { Lien } from '@/components/ui/Lien'

/** Wordmark: the studio's name set in Fraunces, the ampersand in terracotta, a small colour swatch. */
export function Logo({ name }: { name: string }) {
  const [mots, couleurs] = name.includes('&') ? name.split('&').map((s) => s.trim()) : [name, '']
  return (
    <Lien
      href="/"
      className="group inline-flex items-center gap-2.5 rounded-md"
      aria-label={`${name} — accueil`}
    >
      <span
        aria-hidden="true"
        className="grid h-8 w-8 shrink-0 grid-cols-2 sm:h-9 sm:w-9 grid-rows-2 overflow-hidden rounded-full rotate-12 transition-transform group-hover:rotate-45"
      >
        <span className="bg-terracotta-vif" />
        <span className="bg-ocre" />
        <span className="bg-sauge" />
        <span className="bg-encre" />
      </span>
      <span className="font-titre text-[1.3rem] leading-none sm:text-[1.45rem] font-semibold tracking-tight whitespace-nowrap text-encre">
        {mots}
        {couleurs && (
          <>
            {' '}
            <span className="italic text-terracotta">&amp;</span> {couleurs}
          </>
        )}
      </span>
    </Lien>
  )
}
