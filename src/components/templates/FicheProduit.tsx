import type { Metadata } from 'next'

import { Lien } from '@/components/ui/Lien'
import { LikeButton } from '@/components/interactions'
import { AjoutAuFormat, GalerieAuFormat } from '@/components/produits/AchatAuFormat'
import { GrilleProduits } from '@/components/produits/CarteProduit'
import { ChoixFormat } from '@/components/produits/ChoixFormat'
import { FormatChoisiProvider, PrixChoisi } from '@/components/produits/FormatChoisi'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { JsonLd } from '@/components/ui/JsonLd'
import {
  CATEGORIES,
  facetteHref,
  LIBELLES_LIVRAISON,
  ogUrl,
  pinterestUrl,
  produitImageUrl,
  type PublicProduit,
  puces,
} from '@/lib/catalogue'
import type { SourceVisuels } from '@/lib/brouillon'
import type { ProduitPage } from '@/lib/data/produits'
import type { Reglages } from '@/lib/data/reglages'
import { formatPrix } from '@/lib/format'
import { RichText } from '@/components/ui/RichText'
import { breadcrumbLd, type Miette, pageMetadata, produitLd } from '@/lib/seo'

export const produitPath = (slug: string) => `/produits/affiches/${slug}`

/** The product page's title, description, canonical and social preview at the settings' size. */
export function produitMetadata(p: ProduitPage, reglages: Reglages): Metadata {
  const meta = pageMetadata(reglages, {
    title: p.titre,
    description: p.extrait,
    path: produitPath(p.slug),
    image: { url: ogUrl(p.slug), ...reglages.ogImage, alt: p.image.alt },
  })
  return { ...meta, other: { 'pinterest-rich-pin': 'true' } }
}

export function produitMiettes(p: ProduitPage): Miette[] {
  const collection = p.facettes.collections[0]
  return [
    { nom: 'Accueil', href: '/' },
    { nom: 'Affiches', href: '/produits' },
    ...(collection ? [{ nom: collection.nom, href: facetteHref('collections', collection.slug) }] : []),
    { nom: p.titre, href: produitPath(p.slug) },
  ]
}

/** The product's facet chips, each a link to its listing. */
function PucesProduit({ p }: { p: ProduitPage }) {
  return (
    <dl className="mt-8 grid gap-4 border-t border-trait pt-6">
      {puces(p.facettes).map((groupe) => (
        <div key={groupe.facette}>
          <dt className="mb-2 text-sm font-semibold text-encre-douce">{groupe.titre}</dt>
          <dd className="flex flex-wrap gap-2">
            {groupe.valeurs.map((v) => (
              <Lien key={v.id} href={v.href} className="puce">
                {v.nom}
              </Lien>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The buying block beside the gallery: title, price, format, add to cart, delivery, chips, Pinterest. */
function BlocAchat({ p, reglages }: { p: ProduitPage; reglages: Reglages }) {
  const formats = p.formats ?? []
  const categorie = CATEGORIES.find((c) => c.value === p.categorie)?.label ?? 'Affiche'
  const url = `${reglages.canonicalURL}${produitPath(p.slug)}`
  const pinterest = `https://www.pinterest.fr/pin/create/button/?${new URLSearchParams({ url, media: `${reglages.canonicalURL}${pinterestUrl(p.slug)}`, description: p.titre })}`
  return (
    <div className="lg:sticky lg:top-40 lg:self-start">
      <p className="surtitre">{categorie}</p>
      <h1 className="mt-2 text-[2.3rem] font-medium md:text-[3rem]">{p.titre}</h1>
      {p.sousTitre && <p className="mt-2 font-titre text-xl text-encre-douce italic">{p.sousTitre}</p>}
      <div className="mt-5 flex items-baseline gap-4">
        <PrixChoisi prix={p.prix} />
        <p className="rounded-full bg-sauge-pale px-3 py-1 text-sm font-semibold text-sauge">
          {LIBELLES_LIVRAISON[p.livraison].carte}
        </p>
      </div>
      <p className="mt-4 text-lg text-encre-douce">{p.extrait}</p>
      <ChoixFormat />
      <div className="mt-6 flex items-center gap-3">
        <div className="flex-1 sm:flex-none">
          <AjoutAuFormat />
        </div>
        <LikeButton slug={p.slug} initialLikes={p.likes} />
      </div>
      <p className="mt-4 text-[0.95rem] text-gris">
        {p.livraison === 'numerique'
          ? 'Fichier haute définition prêt à imprimer, à télécharger dès le paiement confirmé.'
          : `${formats.length ? 'Tirage' : 'Tirage sur papier mat 250 g,'} expédié sous 3 jours ouvrés. Livraison offerte dès ${formatPrix(reglages.livraisonOfferteDes)}.`}
      </p>

      <PucesProduit p={p} />
      <p className="mt-6">
        <a
          href={pinterest}
          className="lien text-[0.95rem] font-semibold"
          target="_blank"
          rel="noopener noreferrer"
        >
          Épingler sur Pinterest<span className="sr-only"> (nouvelle fenêtre)</span>
        </a>
      </p>
    </div>
  )
}

/** /produits/affiches/{slug}: gallery of mockups, buying block, facet chips, description, related, as
 *  its route read them. `visuels`: where its scenes come from (lireVisuels, src/lib/data/prive/apercu.ts:
 *  the public routes, the draft preview's, or placeholders for a draft without artwork). */
export function FicheProduit({
  produit: p,
  lies,
  visuels,
  reglages,
}: {
  produit: ProduitPage
  lies: PublicProduit[]
  visuels: SourceVisuels
  reglages: Reglages
}) {
  const miettes = produitMiettes(p)
  const images = visuels === 'site' ? p.mockups.map((m) => produitImageUrl(p.slug, m)) : []
  const formats = p.formats ?? []

  return (
    <>
      <div className="conteneur pt-8">
        <Breadcrumbs miettes={miettes} />
      </div>
      <FormatChoisiProvider slug={p.slug} formats={formats}>
        <div className="conteneur mt-6 grid gap-10 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-14">
          <GalerieAuFormat
            produit={{ slug: p.slug, titre: p.titre, mockups: p.mockups, image: p.image }}
            visuels={visuels}
          />

          <BlocAchat p={p} reglages={reglages} />
        </div>
      </FormatChoisiProvider>

      {p.description && (
        <section className="conteneur mt-16 max-w-3xl" aria-labelledby="a-propos-affiche">
          <h2 id="a-propos-affiche" className="text-3xl font-medium">
            À propos de cette affiche
          </h2>
          <RichText data={p.description} className="mt-4" />
        </section>
      )}

      {lies.length > 0 && (
        <section className="conteneur mt-20" aria-labelledby="produits-lies">
          <h2 id="produits-lies" className="mb-8 text-3xl font-medium">
            Vous aimerez aussi
          </h2>
          <GrilleProduits produits={lies} />
        </section>
      )}
      <JsonLd data={produitLd(reglages, p, images, produitPath(p.slug))} />
      <JsonLd data={breadcrumbLd(reglages, miettes)} />
    </>
  )
}
