import { Lien } from '@/components/ui/Lien'
import { VIGNETTE } from '@/components/produits/CarteProduit'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { JsonLd } from '@/components/ui/JsonLd'
import { Visuel } from '@/components/ui/Visuel'
import {
  audienceImageUrl,
  collectionImageUrl,
  type Facette,
  facetteHref,
  FACETTES_INFO,
  produitImageUrl,
} from '@/lib/catalogue'
import type { Reglages } from '@/lib/data/reglages'
import type { TermeAvecCompte } from '@/lib/data/taxonomies'
import { pluriel } from '@/lib/format'
import { breadcrumbLd, type Miette } from '@/lib/seo'

/** Preview of a facet value: the audience's or collection's own image, else its newest product. */
function apercu(facette: Facette, t: TermeAvecCompte): { src: string; alt: string } | null {
  if (facette === 'audiences') return { src: audienceImageUrl(t.slug), alt: '' }
  if (facette === 'collections') return { src: collectionImageUrl(t.slug), alt: '' }
  return t.apercu ? { src: produitImageUrl(t.apercu.slug, t.apercu.mockup), alt: '' } : null
}

export const indexFacetteHref = (facette: Facette) => (n: number) =>
  n <= 1 ? facetteHref(facette) : `${facetteHref(facette)}/page/${n}`

/** /produits/affiches/{facet}: the facet's values with a count and a preview (docs/SPECIFICATION.md §4). */
export function IndexFacette({
  facette,
  termes,
  page,
  totalPages,
  reglages,
}: {
  facette: Facette
  termes: TermeAvecCompte[]
  page: number
  totalPages: number
  reglages: Reglages
}) {
  const info = FACETTES_INFO[facette]
  const miettes: Miette[] = [
    { nom: 'Accueil', href: '/' },
    { nom: 'Affiches', href: '/produits' },
    { nom: info.titre, href: facetteHref(facette) },
  ]
  return (
    <>
      <PageHeader surtitre="Parcourir les affiches" titre={info.titre} intro={info.intro} miettes={miettes} />
      <section className="conteneur" aria-label={info.titre}>
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4">
          {termes.map((t, i) => {
            const img = apercu(facette, t)
            return (
              <li key={t.id} className="group relative">
                <div
                  className="relative aspect-square overflow-hidden rounded-carte bg-papier-fonce shadow-affiche"
                  style={t.couleur ? { backgroundColor: t.couleur } : undefined}
                >
                  {img && (
                    <Visuel
                      src={img.src}
                      alt={img.alt}
                      {...VIGNETTE}
                      priority={i < 4}
                      className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.035]"
                    />
                  )}
                  {t.couleur && (
                    <span
                      aria-hidden="true"
                      className="absolute right-3 bottom-3 h-8 w-8 rounded-full border-2 border-creme shadow"
                      style={{ backgroundColor: t.couleur }}
                    />
                  )}
                </div>
                <h2 className="mt-3 font-titre text-[1.2rem] font-medium">
                  <Lien
                    href={facetteHref(facette, t.slug)}
                    className="after:absolute after:inset-0 after:rounded-carte"
                  >
                    {t.nom}
                  </Lien>
                </h2>
                <p className="text-sm text-gris">{pluriel(t.count, 'affiche')}</p>
              </li>
            )
          })}
        </ul>
        <Pagination page={page} totalPages={totalPages} href={indexFacetteHref(facette)} />
      </section>
      <JsonLd data={breadcrumbLd(reglages, miettes)} />
    </>
  )
}
