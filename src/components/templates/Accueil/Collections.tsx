import { VIGNETTE } from '@/components/produits/CarteProduit'
import { Lien } from '@/components/ui/Lien'
import { Visuel } from '@/components/ui/Visuel'
import type { TermeAvecCompte } from '@/lib/data/taxonomies'
import { pluriel } from '@/lib/format'
import { collectionImageUrl } from '@/lib/catalogue'

import { EnTete } from './EnTete'

/** The first eight poster collections, with their image and number of posters. */
export function Collections({ collections }: { collections: TermeAvecCompte[] }) {
  if (collections.length === 0) return null
  return (
    <section className="conteneur mt-24" aria-labelledby="titre-collections">
      <EnTete
        id="titre-collections"
        surtitre="Par intention"
        titre="Les collections"
        lien={{ href: '/produits/affiches/collections', label: 'Toutes les collections' }}
      />
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {collections.slice(0, 8).map((c) => (
          <li key={c.id} className="group relative">
            <div className="overflow-hidden rounded-carte bg-papier-fonce shadow-affiche">
              <Visuel
                src={collectionImageUrl(c.slug)}
                alt=""
                {...VIGNETTE}
                className="aspect-square h-full w-full object-cover transition duration-500 group-hover:scale-[1.035]"
              />
            </div>
            <h3 className="mt-3 font-titre text-[1.15rem] leading-snug font-medium md:text-xl">
              <Lien
                href={`/produits/affiches/collections/${c.slug}`}
                className="after:absolute after:inset-0 after:rounded-carte group-hover:text-terracotta"
              >
                {c.nom}
              </Lien>
            </h3>
            <p className="text-sm text-gris">{pluriel(c.count, 'affiche')}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
