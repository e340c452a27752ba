import type { ReactNode } from 'react'

import { Lien } from '@/components/ui/Lien'
import { GrilleProduits } from '@/components/produits/CarteProduit'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { JsonLd } from '@/components/ui/JsonLd'
import type { PageProduits } from '@/lib/data/produits'
import type { Reglages } from '@/lib/data/reglages'
import { pluriel } from '@/lib/format'
import { breadcrumbLd, type Miette } from '@/lib/seo'

type Props = {
  surtitre?: string
  titre: string
  intro?: ReactNode
  miettes: Miette[]
  data: PageProduits
  href: (n: number) => string
  vide?: ReactNode
  /** Shown between the header and the grid (facet chips, search summary…). */
  avant?: ReactNode
  /** The settings: page size and the breadcrumb's canonical URL. */
  reglages: Reglages
}

/** Every product listing: header, count, grid, pagination. */
export function ListingProduits({
  surtitre,
  titre,
  intro,
  miettes,
  data,
  href,
  vide,
  avant,
  reglages,
}: Props) {
  const premier = (data.page - 1) * reglages.itemsPerPage + 1
  return (
    <>
      <PageHeader surtitre={surtitre} titre={titre} intro={intro} miettes={miettes} />
      <section className="conteneur" aria-labelledby="liste-produits">
        <h2 id="liste-produits" className="sr-only">
          Les affiches
        </h2>
        {avant}
        {data.totalDocs > 0 ? (
          <>
            <p className="mb-6 text-sm text-gris" aria-live="polite">
              {pluriel(data.totalDocs, 'affiche')}
              {data.totalPages > 1 &&
                ` · ${premier} à ${premier + data.docs.length - 1}, page ${data.page} sur ${data.totalPages}`}
            </p>
            <GrilleProduits produits={data.docs} priorityCount={4} />
            <Pagination page={data.page} totalPages={data.totalPages} href={href} />
          </>
        ) : (
          <div className="rounded-carte border border-dashed border-trait bg-creme px-6 py-14 text-center">
            <p className="font-titre text-2xl">{vide ?? 'Aucune affiche ici pour le moment.'}</p>
            <p className="mt-3 text-encre-douce">
              <Lien href="/produits" className="lien font-semibold">
                Voir toutes les affiches
              </Lien>
            </p>
          </div>
        )}
      </section>
      <JsonLd data={breadcrumbLd(reglages, miettes)} />
    </>
  )
}
