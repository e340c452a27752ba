import type { Metadata } from 'next'

import { COUPS_DE_COEUR, FACETTES_INFO, facetteHref, type Facette } from '@/lib/catalogue'
import type { PageProduits } from '@/lib/data/produits'
import type { Reglages } from '@/lib/data/reglages'
import type { Terme, TermeAvecCompte } from '@/lib/data/taxonomies'
import { pageMetadata } from '@/lib/seo'

import { IndexFacette } from './IndexFacette'
import { ListingProduits } from './ListingProduits'

/** The listings served at /produits/affiches/{slug} (src/app/(frontend)/produits/affiches/[slug]/aiguillage.ts
 *  tells them from a product): the favourites and a facet's index. */
export type Liste = { type: 'coups-de-coeur' } | { type: 'facette'; facette: Facette }

/** A listing's page as its route read it: the favourites' products, or a page of a facet's values. */
export type ListeLue =
  | { type: 'coups-de-coeur'; data: PageProduits }
  | { type: 'facette'; facette: Facette; termes: TermeAvecCompte[]; totalPages: number }

const coupsDeCoeurHref = (n: number) =>
  n <= 1 ? facetteHref(COUPS_DE_COEUR) : `${facetteHref(COUPS_DE_COEUR)}/page/${n}`
const suffixe = (page: number) => (page > 1 ? ` — page ${page}` : '')

export function ListeAffiches({
  liste: c,
  page,
  reglages,
}: {
  liste: ListeLue
  page: number
  reglages: Reglages
}) {
  if (c.type === 'coups-de-coeur') {
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
        data={c.data}
        href={coupsDeCoeurHref}
        reglages={reglages}
      />
    )
  }
  return (
    <IndexFacette
      facette={c.facette}
      termes={c.termes}
      page={page}
      totalPages={c.totalPages}
      reglages={reglages}
    />
  )
}

export function listeMetadata(c: Liste, page: number, reglages: Reglages): Metadata {
  if (c.type === 'coups-de-coeur') {
    return pageMetadata(reglages, {
      title: `Coups de cœur${suffixe(page)}`,
      description: 'La sélection d’affiches préférées de l’atelier Mots & Couleurs.',
      path: coupsDeCoeurHref(page),
    })
  }
  const info = FACETTES_INFO[c.facette]
  return pageMetadata(reglages, {
    title: `${info.titre}${suffixe(page)}`,
    description: info.intro,
    path: `${facetteHref(c.facette)}${page > 1 ? `/page/${page}` : ''}`,
  })
}

const valeurHref = (facette: Facette, valeur: string) => (n: number) =>
  `${facetteHref(facette, valeur)}${n > 1 ? `/page/${n}` : ''}`

/** /produits/affiches/{facet}/{value}[/page/{n}]: that value's products, as its route read them. */
export function ListeValeur({
  facette,
  terme,
  data,
  reglages,
}: {
  facette: Facette
  terme: Terme
  data: PageProduits
  reglages: Reglages
}) {
  const info = FACETTES_INFO[facette]
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
      reglages={reglages}
    />
  )
}

export function valeurMetadata(facette: Facette, terme: Terme, page: number, reglages: Reglages): Metadata {
  const info = FACETTES_INFO[facette]
  return pageMetadata(reglages, {
    title: `${info.titreValeur(terme.nom)}${suffixe(page)}`,
    description:
      terme.description ||
      `${info.titreValeur(terme.nom)} : affiches illustrées de l’atelier Mots & Couleurs.`,
    path: valeurHref(facette, terme.slug)(page),
  })
}
