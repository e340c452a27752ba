import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { COUPS_DE_COEUR, FACETTES_INFO, facetteHref, isFacette, type Facette } from '@/lib/produits/facettes'
import { verifierPage } from '@/lib/produits/pagination'
import { lireProduits } from '@/lib/data/produits'
import { lireReglages } from '@/lib/data/reglages'
import { lireTerme, lireTermesAvecCompte } from '@/lib/data/taxonomies'
import { pageMetadata } from '@/lib/seo/metadata'

import { IndexFacette } from './IndexFacette'
import { ListingProduits } from './ListingProduits'

/** The listings served at /produits/affiches/{slug} (src/app/(frontend)/produits/affiches/[slug]/aiguillage.ts
 *  tells them from a product): the favourites and a facet's index. */
export type Liste = { type: 'coups-de-coeur' } | { type: 'facette'; facette: Facette }

const coupsDeCoeurHref = (n: number) =>
  n <= 1 ? facetteHref(COUPS_DE_COEUR) : `${facetteHref(COUPS_DE_COEUR)}/page/${n}`
const suffixe = (page: number) => (page > 1 ? ` — page ${page}` : '')

async function pageIndexFacette(facette: Facette, page: number) {
  const { itemsPerPage } = await lireReglages()
  const termes = await lireTermesAvecCompte(facette)
  const totalPages = Math.ceil(termes.length / itemsPerPage)
  verifierPage(page, totalPages)
  return { termes: termes.slice((page - 1) * itemsPerPage, page * itemsPerPage), totalPages }
}

export async function ListeAffiches({ liste: c, page }: { liste: Liste; page: number }) {
  const { itemsPerPage } = await lireReglages()
  if (c.type === 'coups-de-coeur') {
    const data = await lireProduits({ type: 'coups-de-coeur' }, page, itemsPerPage)
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
  const { termes, totalPages } = await pageIndexFacette(c.facette, page)
  return <IndexFacette facette={c.facette} termes={termes} page={page} totalPages={totalPages} />
}

export async function listeMetadata(c: Liste, page: number): Promise<Metadata> {
  if (c.type === 'coups-de-coeur') {
    return pageMetadata({
      title: `Coups de cœur${suffixe(page)}`,
      description: 'La sélection d’affiches préférées de l’atelier Mots & Couleurs.',
      path: coupsDeCoeurHref(page),
    })
  }
  const info = FACETTES_INFO[c.facette]
  return pageMetadata({
    title: `${info.titre}${suffixe(page)}`,
    description: info.intro,
    path: `${facetteHref(c.facette)}${page > 1 ? `/page/${page}` : ''}`,
  })
}

const valeurHref = (facette: Facette, valeur: string) => (n: number) =>
  `${facetteHref(facette, valeur)}${n > 1 ? `/page/${n}` : ''}`

async function resoudreValeur(facette: string, valeur: string) {
  if (!isFacette(facette)) notFound()
  const terme = await lireTerme(facette, valeur)
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
  const { itemsPerPage } = await lireReglages()
  const info = FACETTES_INFO[facette]
  const data = await lireProduits({ type: 'facette', facette, id: terme.id }, page, itemsPerPage)
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
