import { PageHeader } from '@/components/ui/PageHeader'
import { Visuel } from '@/components/ui/Visuel'
import type { Realisation } from '@/lib/data/portfolio'
import { portfolioImageUrl } from '@/lib/catalogue'

/** /portfolio: the studio's work, 438×438 images (docs/SPECIFICATION.md §6), with the items' messages. */
export function PagePortfolio({ realisations }: { realisations: Realisation[] }) {
  return (
    <>
      <PageHeader
        surtitre="Réalisations"
        titre="Portfolio"
        intro="Logos, affiches, cartes, livrets et schémas scientifiques : quelques travaux de commande de l’atelier."
        miettes={[
          { nom: 'Accueil', href: '/' },
          { nom: 'Portfolio', href: '/portfolio' },
        ]}
      />
      <ul className="conteneur grid grid-cols-1 gap-x-6 gap-y-10 min-[480px]:grid-cols-2 lg:grid-cols-3">
        {realisations.map((r, i) => (
          <li key={r.id}>
            <figure>
              <div className="relative overflow-hidden rounded-carte bg-creme shadow-affiche">
                <Visuel
                  src={portfolioImageUrl(r.slug)}
                  alt={r.alt}
                  width={438}
                  height={438}
                  priority={i < 3}
                  sizes="(min-width: 1024px) 380px, (min-width: 480px) 46vw, 92vw"
                  className="aspect-square w-full object-cover"
                />
                {r.message && (
                  <p
                    className="absolute inset-x-3 bottom-3 rounded-xl bg-encre/88 px-4 py-3 text-center font-titre text-lg text-creme"
                    role="note"
                  >
                    {r.message}
                  </p>
                )}
              </div>
              <figcaption className="mt-3.5">
                <p className="text-sm font-semibold tracking-wide text-terracotta uppercase">{r.categorie}</p>
                <p className="mt-0.5 font-titre text-xl font-medium text-encre">{r.titre}</p>
                {r.description && <p className="mt-1 text-encre-douce">{r.description}</p>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  )
}
