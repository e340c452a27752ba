import type { Reglages } from '@/lib/data/reglages'
import { prixDecimal } from '@/lib/format'
import { fourchette, type PublicProduit } from '@/lib/catalogue'

export type Miette = { nom: string; href: string }

const abs = (r: Reglages, path: string) => (path.startsWith('http') ? path : `${r.canonicalURL}${path}`)

export function organisationLd(r: Reglages) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: r.name,
    url: r.canonicalURL,
    email: r.email,
    logo: abs(r, '/icon.svg'),
  }
}

export function breadcrumbLd(r: Reglages, miettes: Miette[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: miettes.map((m, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: m.nom,
      item: abs(r, m.href),
    })),
  }
}

export function produitLd(r: Reglages, p: PublicProduit, images: string[], path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.titre,
    description: p.extrait,
    sku: p.slug,
    image: images.map((i) => abs(r, i)),
    brand: { '@type': 'Brand', name: r.name },
    url: abs(r, path),
    offers: offres(r, p, abs(r, path)),
  }
}

/**
 * One Offer at the product's price; a product sold in formats at several prices, an AggregateOffer
 * (lowest and highest price, how many) carrying one Offer per format, named after it.
 */
function offres(r: Reglages, p: PublicProduit, url: string) {
  const offre = (prix: number) => ({
    '@type': 'Offer',
    price: prixDecimal(prix),
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    url,
    seller: { '@type': 'Organization', name: r.name },
  })
  const formats = p.formats ?? []
  const prix = fourchette(p)
  if (!prix) return offre(p.prix)
  return {
    '@type': 'AggregateOffer',
    priceCurrency: 'EUR',
    lowPrice: prixDecimal(prix.min),
    highPrice: prixDecimal(prix.max),
    offerCount: formats.length,
    offers: formats.map((f) => ({
      ...offre(f.prix),
      name: `${p.titre} — ${f.libelle}`,
      sku: `${p.slug}-${f.code}`,
    })),
  }
}

export function articleLd(
  r: Reglages,
  a: {
    titre: string
    extrait: string
    auteur?: string | null
    publishedAt?: string | null
    updatedAt: string
  },
  image: string,
  path: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.titre,
    description: a.extrait,
    image: [abs(r, image)],
    datePublished: a.publishedAt ?? a.updatedAt,
    dateModified: a.updatedAt,
    author: { '@type': 'Organization', name: a.auteur || r.author },
    publisher: {
      '@type': 'Organization',
      name: r.name,
      logo: { '@type': 'ImageObject', url: abs(r, '/icon.svg') },
    },
    mainEntityOfPage: abs(r, path),
    inLanguage: 'fr-FR',
  }
}
