import { Lien } from '@/components/ui/Lien'
import type { Terme } from '@/lib/data/taxonomies'

import { EnTete } from './EnTete'

/** Every audience (practice) as a chip linking to its listing. */
export function Audiences({ audiences }: { audiences: Terme[] }) {
  return (
    <section className="mt-24 bg-sauge-pale py-16" aria-labelledby="titre-audiences">
      <div className="conteneur">
        <EnTete
          id="titre-audiences"
          surtitre="Pour chaque pratique"
          titre="Des affiches pour votre cabinet"
          lien={{ href: '/produits/affiches/audiences', label: 'Toutes les audiences' }}
        />
        <ul className="flex flex-wrap gap-2.5">
          {audiences.map((a) => (
            <li key={a.id}>
              <Lien href={`/produits/affiches/audiences/${a.slug}`} className="puce px-4 py-2 text-base">
                {a.nom}
              </Lien>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
