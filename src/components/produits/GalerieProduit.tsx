import { ZoomButton } from '@/components/client/ZoomButton'
import { Visuel } from '@/components/ui/Visuel'
import { imageApercu } from '@/lib/apercu/client'
import type { SourceVisuels } from '@/lib/brouillon/client'
import { produitImageUrl, type PublicProduit } from '@/lib/catalogue/client'

import { VisuelAVenir, VISUEL_A_VENIR } from './VisuelAVenir'

const TAILLE = 1000
const mise = (mockup: string) => `mise en scène ${mockup.replace(/-/g, ' ')}`

/**
 * The product page's scenes: the first one large, the others two by two (a swipeable row on a phone).
 * With a `format`, the scenes show the print at that format's size (docs/decisions/0140-mises-en-scene-a-l-echelle.md).
 * `visuels`: `site`, the public image routes; `apercu`, the staff's draft preview — each scene drawn from
 * the draft's own artwork by the preview route, unoptimised (Next's optimiser fetches without the staff's
 * session) and without zoom; null — a draft without artwork — a placeholder in each slot instead, so the
 * layout is the one the published page will have.
 */
export function GalerieProduit({
  produit: p,
  visuels,
  format = null,
}: {
  produit: Pick<PublicProduit, 'slug' | 'titre' | 'mockups' | 'image'>
  visuels: SourceVisuels
  /** A print format's code: each scene at that format's size (null: the default format's). */
  format?: string | null
}) {
  const plusieurs = p.mockups.length > 1
  return (
    <section aria-label="Mises en scène" className="min-w-0">
      <ul className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 min-[480px]:-mx-5 min-[480px]:px-5 md:mx-0 md:grid md:grid-cols-2 md:gap-4 md:overflow-visible md:px-0">
        {p.mockups.map((mockup, i) => {
          const src =
            visuels === 'apercu'
              ? imageApercu(p.slug, mockup, format)
              : produitImageUrl(p.slug, mockup, format)
          const alt = i === 0 ? p.image.alt : `${p.image.alt} — ${mise(mockup)}`
          return (
            <li
              key={mockup}
              className={`${plusieurs ? 'w-[84%]' : 'w-full'} shrink-0 snap-center md:w-auto ${i === 0 ? 'md:col-span-2' : ''}`}
            >
              {visuels === 'apercu' ? (
                // eslint-disable-next-line @next/next/no-img-element -- the staff's session must reach the route
                <img
                  src={src}
                  alt={alt}
                  width={TAILLE}
                  height={TAILLE}
                  className="aspect-square w-full rounded-carte bg-papier-fonce object-cover shadow-affiche"
                />
              ) : visuels === 'site' ? (
                <ZoomButton
                  produit={{
                    slug: p.slug,
                    title: p.titre,
                    alt: p.image.alt,
                    mockup,
                    src,
                    width: TAILLE,
                    height: TAILLE,
                  }}
                >
                  <Visuel
                    src={src}
                    alt={alt}
                    width={TAILLE}
                    height={TAILLE}
                    priority={i === 0}
                    fetchPriority={i === 0 ? 'high' : undefined}
                    sizes={
                      i === 0
                        ? '(min-width: 1280px) 640px, (min-width: 1024px) 52vw, 84vw'
                        : '(min-width: 1280px) 312px, (min-width: 768px) 26vw, 84vw'
                    }
                    className="aspect-square w-full rounded-carte bg-papier-fonce object-cover shadow-affiche"
                  />
                </ZoomButton>
              ) : (
                // Nothing to zoom: a plain box where the button would be.
                <VisuelAVenir
                  label={i === 0 ? VISUEL_A_VENIR : `${VISUEL_A_VENIR} — ${mise(mockup)}`}
                  detail={
                    i === 0
                      ? 'Les mises en scène apparaîtront une fois l’affiche publiée avec son illustration.'
                      : undefined
                  }
                />
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
