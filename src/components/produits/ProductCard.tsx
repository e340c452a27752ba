import Image from 'next/image'
import Link from 'next/link'

import { formatPrix } from '@/lib/format/prix'
import type { PublicProduit } from '@/lib/produits/publicProduit'

export const LIVRAISON_LABEL = { numerique: 'Fichier numérique', imprime: 'Tirage imprimé' } as const

/** A poster in a listing: its mockup, title, extrait and price; the whole card is one link. */
export function ProductCard({ produit, priority = false, headingLevel = 'h3' }: { produit: PublicProduit; priority?: boolean; headingLevel?: 'h2' | 'h3' }) {
  const Titre = headingLevel
  return (
    <article className="group relative flex flex-col">
      <div className="relative aspect-square overflow-hidden rounded-carte bg-papier-fonce shadow-affiche">
        <Image
          src={produit.image.src}
          alt={produit.image.alt}
          width={produit.image.width}
          height={produit.image.height}
          sizes="(min-width: 1280px) 292px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw"
          priority={priority}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.035]"
        />
        <span className="absolute top-3 left-3 rounded-full bg-creme/95 px-2.5 py-1 text-xs font-semibold text-encre-douce">
          {LIVRAISON_LABEL[produit.livraison]}
        </span>
      </div>
      <div className="mt-3.5 px-0.5">
        <Titre className="line-clamp-2 font-titre text-[1.075rem] leading-snug font-medium text-encre md:text-[1.15rem]">
          <Link href={`/produits/affiches/${produit.slug}`} className="after:absolute after:inset-0 after:rounded-carte">
            {produit.titre}
          </Link>
        </Titre>
        <p className="mt-1 hidden text-[0.925rem] leading-snug text-gris sm:block">
          <span className="line-clamp-2">{produit.extrait}</span>
        </p>
        <p className="mt-1.5 font-semibold text-encre">{formatPrix(produit.prix)}</p>
      </div>
    </article>
  )
}

export function ProductGrid({ produits, priorityCount = 0, headingLevel }: { produits: PublicProduit[]; priorityCount?: number; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-9 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4">
      {produits.map((p, i) => (
        <li key={p.slug}>
          <ProductCard produit={p} priority={i < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
