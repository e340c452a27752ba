import { Lien } from '@/components/ui/Lien'
import { Visuel } from '@/components/ui/Visuel'
import type { PublicProduit } from '@/lib/catalogue'

/** Opening of the home page: the shop's promise, two calls to action and three posters side by side. */
export function Bandeau({ vitrine }: { vitrine: PublicProduit[] }) {
  return (
    <section className="relative overflow-hidden" aria-labelledby="titre-accueil">
      <div className="conteneur grid items-center gap-12 py-12 md:py-20 lg:grid-cols-[1.05fr_1fr]">
        <div>
          <p className="surtitre">Atelier d’affiches illustrées</p>
          <h1 id="titre-accueil" className="mt-4 text-[2.85rem] font-medium md:text-[4.4rem]">
            Des mots qui apaisent, des couleurs qui{' '}
            <em className="text-terracotta not-italic [font-style:italic]">accueillent</em>.
          </h1>
          <p className="mt-6 max-w-xl text-lg text-encre-douce md:text-xl">
            Affiches, cartes et infographies dessinées pour les salles d’attente et les cabinets des
            praticiens du bien-être — psychologues, sophrologues, ostéopathes, kinésiologues…
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Lien href="/produits" className="bouton bouton-plein">
              Découvrir les affiches
            </Lien>
            <Lien href="/produits/affiches/audiences" className="bouton bouton-contour">
              Trouver par métier
            </Lien>
          </div>
        </div>
        <div
          className="relative mx-auto grid w-full max-w-[34rem] grid-cols-6 grid-rows-6 gap-3 md:gap-4"
          aria-hidden="true"
        >
          <div className="absolute -inset-6 -z-10 rounded-[3rem] bg-terracotta-pale/70 rotate-3" />
          {vitrine.map((p, i) => (
            <div
              key={p.slug}
              className={
                [
                  'col-span-4 row-span-4 col-start-1 row-start-1 -rotate-2',
                  'col-span-3 row-span-3 col-start-4 row-start-1 rotate-3 translate-y-8',
                  'col-span-3 row-span-3 col-start-3 row-start-4 -rotate-1',
                ][i]
              }
            >
              <Visuel
                src={p.image.src}
                alt=""
                width={1000}
                height={1000}
                // Only the large poster is preloaded (the likely LCP); the two small ones would
                // compete with it, the title's font and the stylesheet for a phone's bandwidth (React
                // preloads every eager <img> it renders unless its fetchPriority is low).
                priority={i === 0}
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading="eager"
                sizes={i === 0 ? '(min-width: 1024px) 360px, 66vw' : '(min-width: 1024px) 270px, 50vw'}
                className="h-full w-full rounded-carte object-cover shadow-affiche"
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
