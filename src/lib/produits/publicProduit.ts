import { DEFAULT_MOCKUP, type Categorie, type Livraison } from '@/lib/constants'
import { produitImageUrl } from '@/lib/images/urls'
import type { Produit } from '@/payload-types'

/** Size of every product image derivative (docs/SPECIFICATION.md §11). */
export const PRODUIT_IMAGE_SIZE = 1000

/** What the public API and the client stores know of a product. Never fichierNumerique, ajoutsPanier
 *  or ventes (docs/SPECIFICATION.md §8): the shape is built field by field, not by deleting from the document. */
export type PublicProduit = {
  slug: string
  titre: string
  sousTitre: string | null
  extrait: string
  /** Integer euro cents. */
  prix: number
  livraison: Livraison
  categorie: Categorie
  mockups: string[]
  likes: number
  image: { src: string; width: number; height: number; alt: string }
}

type ProduitLike = Pick<Produit, 'slug' | 'titre' | 'extrait' | 'prix' | 'livraison' | 'categorie'> &
  Partial<Pick<Produit, 'sousTitre' | 'mockups' | 'likes' | 'alt'>>

export function toPublicProduit(doc: ProduitLike): PublicProduit {
  const mockups = doc.mockups?.length ? [...doc.mockups] : [DEFAULT_MOCKUP]
  return {
    slug: doc.slug as string,
    titre: doc.titre,
    sousTitre: doc.sousTitre || null,
    extrait: doc.extrait,
    prix: doc.prix,
    livraison: doc.livraison,
    categorie: doc.categorie,
    mockups,
    likes: typeof doc.likes === 'number' ? doc.likes : 0,
    image: {
      src: produitImageUrl(doc.slug as string, mockups[0]),
      width: PRODUIT_IMAGE_SIZE,
      height: PRODUIT_IMAGE_SIZE,
      alt: doc.alt?.trim() || doc.titre,
    },
  }
}
