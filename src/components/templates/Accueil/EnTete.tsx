import { Lien } from '@/components/ui/Lien'

/** Heading of a home section: overline, title and an optional "see all" link. */
export function EnTete({
  surtitre,
  titre,
  lien,
  id,
}: {
  surtitre: string
  titre: string
  lien?: { href: string; label: string }
  id: string
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="surtitre">{surtitre}</p>
        <h2 id={id} className="mt-2 text-[2rem] font-medium md:text-[2.6rem]">
          {titre}
        </h2>
      </div>
      {lien && (
        <Lien href={lien.href} className="lien font-semibold">
          {lien.label} <span aria-hidden="true">→</span>
        </Lien>
      )}
    </div>
  )
}
