import type { Metadata } from 'next'

import { Lien } from '@/components/ui/Lien'
import { SearchForm } from '@/components/layout/SearchForm'
import { verifierPage } from '@/lib/produits/pagination'
import { lireProduits, rechercheProduits } from '@/lib/data/produits'
import { lireReglages } from '@/lib/data/reglages'
import { lireTermes } from '@/lib/data/taxonomies'
import { pageSansResultat } from '@/lib/recherche/revalidation'
import { pageMetadata } from '@/lib/seo/metadata'

export { texteRecherche } from '@/lib/recherche/texte'

import { ListingProduits } from './ListingProduits'

const catalogueHref = (n: number) => (n <= 1 ? '/produits' : `/produits/page/${n}`)
const MIETTES = [
  { nom: 'Accueil', href: '/' },
  { nom: 'Affiches', href: '/produits' },
]

async function Raccourcis() {
  const audiences = await lireTermes('audiences')
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

/** /produits and /produits/page/{n}: the whole catalogue, newest first. */
export async function Catalogue({ page }: { page: number }) {
  const { itemsPerPage } = await lireReglages()
  const data = await lireProduits({ type: 'tous' }, page, itemsPerPage)
  verifierPage(page, data.totalPages)
  return (
    <ListingProduits
      surtitre="Le catalogue"
      titre="Toutes nos affiches"
      intro="Affiches, cartes, jeux et infographies illustrés à la main pour les cabinets de thérapeutes et praticiens du bien-être."
      miettes={MIETTES}
      data={data}
      href={catalogueHref}
      avant={<Raccourcis />}
    />
  )
}

/** /produits?q=…[&page=n]: search results (`q` is the normalised key, src/lib/recherche/canonique.ts; data
 *  cached per key, page never indexed; kept REVALIDATION_SANS_RESULTAT seconds when nothing is found). */
export async function Recherche({ q, page }: { q: string; page: number }) {
  const { itemsPerPage } = await lireReglages()
  const data = await rechercheProduits(q, page, itemsPerPage)
  verifierPage(page, data.totalPages)
  if (data.totalDocs === 0) await pageSansResultat()
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
    />
  )
}

export function catalogueMetadata(page: number, q = ''): Promise<Metadata> {
  if (q) return pageMetadata({ title: `Recherche « ${q} »`, path: '/produits', noindex: true })
  return pageMetadata({
    title: page > 1 ? `Toutes nos affiches — page ${page}` : 'Toutes nos affiches',
    description: 'Le catalogue complet des affiches illustrées Mots & Couleurs pour praticiens du bien-être.',
    path: catalogueHref(page),
  })
}
