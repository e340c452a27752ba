import type { PublicProduit } from '@/lib/catalogue/publicProduit'

/** A public product as the batch endpoint answers it. */
export const produit = (slug: string, extra: Partial<PublicProduit> = {}): PublicProduit => ({
  slug,
  titre: `Affiche ${slug}`,
  sousTitre: null,
  extrait: 'Extrait',
  prix: 1200,
  livraison: 'numerique',
  categorie: 'affiche',
  mockups: ['cadre-bois'],
  likes: 0,
  image: { src: `/images/produits/affiches/cadre-bois/${slug}.webp`, width: 1000, height: 1000, alt: slug },
  ...extra,
})
