import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { COUPS_DE_COEUR, FACETTES_INFO, facetteHref, isFacette, type Facette } from '@/lib/data/facettes'
import { verifierPage } from '@/lib/data/pagination'
import { getProduitBySlug, listProduits } from '@/lib/data/produits'
import { getReglages } from '@/lib/data/reglages'
import { getTerme, listTermesAvecCompte } from '@/lib/data/taxonomies'
import { ogUrl } from '@/lib/images/urls'
import { pageMetadata } from '@/lib/seo/metadata'
import { RESERVED_PRODUCT_SLUGS } from '@/lib/slug'

import { FicheProduit, produitPath } from './FicheProduit'
import { IndexFacette } from './IndexFacette'
import { ListingProduits } from './ListingProduits'

/**
 * /produits/affiches/{slug} serves three things (docs/SPECIFICATION.md §4): the favourites listing, a facet
 * index (audiences, themes, collections, mots-cles, langues), or a product. Listing words are never
 * products (their slugs are reserved).
 */
type Cible =
  { type: 'coups-de-coeur' } | { type: 'facette'; facette: Facette } | { type: 'produit'; slug: string }

function cible(slug: string): Cible {
  if (slug === COUPS_DE_COEUR) return { type: 'coups-de-coeur' }
  if (isFacette(slug)) return { type: 'facette', facette: slug }
  if (RESERVED_PRODUCT_SLUGS.includes(slug)) notFound()
  return { type: 'produit', slug }
}

const coupsDeCoeurHref = (n: number) =>
  n <= 1 ? facetteHref(COUPS_DE_COEUR) : `${facetteHref(COUPS_DE_COEUR)}/page/${n}`
const suffixe = (page: number) => (page > 1 ? ` — page ${page}` : '')

async function pageIndexFacette(facette: Facette, page: number) {
  const { itemsPerPage } = await getReglages()
  const termes = await listTermesAvecCompte(facette)
  const totalPages = Math.ceil(termes.length / itemsPerPage)
  verifierPage(page, totalPages)
  return { termes: termes.slice((page - 1) * itemsPerPage, page * itemsPerPage), totalPages }
}

export async function AfficheRoute({ slug, page }: { slug: string; page: number }) {
  const c = cible(slug)
  const { itemsPerPage } = await getReglages()
  if (c.type === 'coups-de-coeur') {
    const data = await listProduits({ type: 'coups-de-coeur' }, page, itemsPerPage)
    verifierPage(page, data.totalPages)
    return (
      <ListingProduits
        surtitre="Sélection de l’atelier"
        titre="Nos coups de cœur"
        intro="Les affiches que nous accrocherions dans notre propre cabinet : une sélection tenue à jour par l’atelier."
        miettes={[
          { nom: 'Accueil', href: '/' },
          { nom: 'Affiches', href: '/produits' },
          { nom: 'Coups de cœur', href: coupsDeCoeurHref(1) },
        ]}
        data={data}
        href={coupsDeCoeurHref}
      />
    )
  }
  if (c.type === 'facette') {
    const { termes, totalPages } = await pageIndexFacette(c.facette, page)
    return <IndexFacette facette={c.facette} termes={termes} page={page} totalPages={totalPages} />
  }
  // A product has no /page/{n}.
  if (page > 1) notFound()
  const produit = await getProduitBySlug(c.slug)
  if (!produit) notFound()
  return <FicheProduit produit={produit} />
}

export async function afficheMetadata(slug: string, page: number): Promise<Metadata> {
  const c = cible(slug)
  if (c.type === 'coups-de-coeur') {
    return pageMetadata({
      title: `Coups de cœur${suffixe(page)}`,
      description: 'La sélection d’affiches préférées de l’atelier Mots & Couleurs.',
      path: coupsDeCoeurHref(page),
    })
  }
  if (c.type === 'facette') {
    const info = FACETTES_INFO[c.facette]
    return pageMetadata({
      title: `${info.titre}${suffixe(page)}`,
      description: info.intro,
      path: `${facetteHref(c.facette)}${page > 1 ? `/page/${page}` : ''}`,
    })
  }
  const [p, { ogImage }] = await Promise.all([getProduitBySlug(c.slug), getReglages()])
  if (!p) return {}
  const meta = await pageMetadata({
    title: p.titre,
    description: p.extrait,
    path: produitPath(p.slug),
    image: { url: ogUrl(p.slug), ...ogImage, alt: p.image.alt },
  })
  return { ...meta, other: { 'pinterest-rich-pin': 'true' } }
}

const valeurHref = (facette: Facette, valeur: string) => (n: number) =>
  `${facetteHref(facette, valeur)}${n > 1 ? `/page/${n}` : ''}`

async function resoudreValeur(facette: string, valeur: string) {
  if (!isFacette(facette)) notFound()
  const terme = await getTerme(facette, valeur)
  if (!terme) notFound()
  return { facette, terme }
}

/** /produits/affiches/{facet}/{value}[/page/{n}]: that value's products. */
export async function ValeurRoute({
  facette: f,
  valeur,
  page,
}: {
  facette: string
  valeur: string
  page: number
}) {
  const { facette, terme } = await resoudreValeur(f, valeur)
  const { itemsPerPage } = await getReglages()
  const info = FACETTES_INFO[facette]
  const data = await listProduits({ type: 'facette', facette, id: terme.id }, page, itemsPerPage)
  verifierPage(page, data.totalPages)
  return (
    <ListingProduits
      surtitre={info.titre}
      titre={info.titreValeur(terme.nom)}
      intro={terme.description ?? undefined}
      miettes={[
        { nom: 'Accueil', href: '/' },
        { nom: info.titre, href: facetteHref(facette) },
        { nom: terme.nom, href: valeurHref(facette, terme.slug)(1) },
      ]}
      data={data}
      href={valeurHref(facette, terme.slug)}
    />
  )
}

export async function valeurMetadata(f: string, valeur: string, page: number): Promise<Metadata> {
  const { facette, terme } = await resoudreValeur(f, valeur)
  const info = FACETTES_INFO[facette]
  return pageMetadata({
    title: `${info.titreValeur(terme.nom)}${suffixe(page)}`,
    description:
      terme.description ||
      `${info.titreValeur(terme.nom)} : affiches illustrées de l’atelier Mots & Couleurs.`,
    path: valeurHref(facette, terme.slug)(page),
  })
}
