import type { Metadata } from 'next'

import { Lien } from '@/components/ui/Lien'
import { SearchForm } from '@/components/layout/SearchForm'
import type { PageProduits } from '@/lib/data/produits'
import type { Reglages } from '@/lib/data/reglages'
import type { Terme } from '@/lib/data/taxonomies'
import { pageMetadata } from '@/lib/seo'

import { ListingProduits } from './ListingProduits'

const catalogueHref = (n: number) => (n <= 1 ? '/produits' : `/produits/page/${n}`)
const MIETTES = [
  { nom: 'Accueil', href: '/' },
  { nom: 'Affiches', href: '/produits' },
]

function Raccourcis({ audiences }: { audiences: Terme[] }) {
  return (
    <nav
      aria-label="Affiches par audience"
      className="mb-8 flex items-center gap-2 overflow-x-auto pb-2 md:flex-wrap md:overflow-visible"
    >
      <span className="mr-1 shrink-0 text-sm font-semibold text-encre-douce">Par métier&nbsp;:</span>
      {audiences.map((a) => (
        <Lien key={a.id} href={`/produits/affiches/audiences/${a.slug}`} className="puce shrink-0">
          {a.nom}
        </Lien>
      ))}
    </nav>
  )
}

/** /produits and /produits/page/{n}: the whole catalogue, newest first, as its route read it. */
export function Catalogue({
  data,
  audiences,
  reglages,
}: {
  data: PageProduits
  audiences: Terme[]
  reglages: Reglages
}) {
  return (
    <ListingProduits
      surtitre="Le catalogue"
      titre="Toutes nos affiches"
      intro="Affiches, cartes, jeux et infographies illustrés à la main pour les cabinets de thérapeutes et praticiens du bien-être."
      miettes={MIETTES}
      data={data}
      href={catalogueHref}
      avant={<Raccourcis audiences={audiences} />}
      reglages={reglages}
    />
  )
}

/** /produits?q=…[&page=n]: search results as their route read them (`q` is the normalised key,
 *  src/lib/catalogue/recherche/canonique.ts). */
export function Recherche({ q, data, reglages }: { q: string; data: PageProduits; reglages: Reglages }) {
  const href = (n: number) => `/produits?${new URLSearchParams({ q, ...(n > 1 ? { page: String(n) } : {}) })}`
  return (
    <ListingProduits
      surtitre="Recherche"
      titre={`Résultats pour « ${q} »`}
      miettes={[...MIETTES, { nom: 'Recherche', href: href(1) }]}
      data={data}
      href={href}
      vide={`Aucune affiche ne correspond à « ${q} ».`}
      avant={<SearchForm id="recherche-page" defaultValue={q} className="mb-8 max-w-lg" />}
      reglages={reglages}
    />
  )
}

export function catalogueMetadata(page: number, reglages: Reglages, q = ''): Metadata {
  if (q) return pageMetadata(reglages, { title: `Recherche « ${q} »`, path: '/produits', noindex: true })
  return pageMetadata(reglages, {
    title: page > 1 ? `Toutes nos affiches — page ${page}` : 'Toutes nos affiches',
    description: 'Le catalogue complet des affiches illustrées Mots & Couleurs pour praticiens du bien-être.',
    path: catalogueHref(page),
  })
}
