import { DEFAULT_MOCKUP, type Categorie, type Livraison } from '@/lib/catalogue/constants'
import { produitImageUrl } from '@/lib/catalogue/urls'
import type { Produit } from '@/payload-types'

import { formatsDuProduit, type FormatImpression, type FormatOffert } from './formatsImpression'

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
  /** The print formats offered, priced (./formatsImpression.ts): in the API's answers (product, batch)
   *  and on the product page; absent where the shop's list was not read (cards). Empty for a file. */
  formats?: FormatOffert[]
}

type ProduitLike = Pick<Produit, 'slug' | 'titre' | 'extrait' | 'prix' | 'livraison' | 'categorie'> &
  Partial<Pick<Produit, 'sousTitre' | 'mockups' | 'likes' | 'alt' | 'formats' | 'illustration'>>

/**
 * The text of the product's images: the product's own if the editor wrote one, else the alternative
 * text of its artwork's upload (required at upload), else its title — the upload's is read when the
 * product read populates `illustration` (AVEC_ALT_ILLUSTRATION, ./selections.ts), an id otherwise.
 */
export function altDuProduit(doc: Pick<ProduitLike, 'titre' | 'alt' | 'illustration'>): string {
  const illustration = doc.illustration
  const alt = illustration && typeof illustration === 'object' ? illustration.alt : null
  return doc.alt?.trim() || alt?.trim() || doc.titre
}

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
      alt: altDuProduit(doc),
    },
  }
}

/** The public product with its priced formats, from the shop's list (./formatsBoutique.ts). */
export function toPublicProduitTarife(doc: ProduitLike, boutique: FormatImpression[]): PublicProduit {
  return { ...toPublicProduit(doc), formats: formatsDuProduit(doc, boutique) }
}
