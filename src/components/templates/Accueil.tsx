import { Lien } from '@/components/ui/Lien'
import { NewsletterSlot } from '@/components/layout/NewsletterSlot'
import { CarteArticle } from '@/components/templates/Articles'
import { ProductGrid, VIGNETTE } from '@/components/produits/ProductCard'
import { Visuel } from '@/components/ui/Visuel'
import { listArticles } from '@/lib/data/articles'
import { listProduits } from '@/lib/data/produits'
import { listTermes, listTermesAvecCompte } from '@/lib/data/taxonomies'
import { pluriel } from '@/lib/format/texte'
import { collectionImageUrl } from '@/lib/images/urls'

function EnTete({
  surtitre,
  titre,
  lien,
  id,
}: {
  surtitre: string
  titre: string
  lien?: { href: string; label: string }
  id: string
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="surtitre">{surtitre}</p>
        <h2 id={id} className="mt-2 text-[2rem] font-medium md:text-[2.6rem]">
          {titre}
        </h2>
      </div>
      {lien && (
        <Lien href={lien.href} className="lien font-semibold">
          {lien.label} <span aria-hidden="true">→</span>
        </Lien>
      )}
    </div>
  )
}

/** Home: hero, favourites, audiences, collections, latest posters, articles, newsletter. */
export async function Accueil() {
  const [coups, nouveautes, audiences, collections, articles] = await Promise.all([
    listProduits({ type: 'coups-de-coeur' }, 1, 8),
    listProduits({ type: 'tous' }, 1, 8),
    listTermes('audiences'),
    listTermesAvecCompte('collections'),
    listArticles(3),
  ])
  const vitrine = (coups.docs.length >= 3 ? coups.docs : nouveautes.docs).slice(0, 3)

  return (
    <>
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

      {coups.docs.length > 0 && (
        <section className="conteneur mt-10" aria-labelledby="titre-coups">
          <EnTete
            id="titre-coups"
            surtitre="Sélection de l’atelier"
            titre="Nos coups de cœur"
            lien={{ href: '/produits/affiches/coups-de-coeur', label: 'Tous les coups de cœur' }}
          />
          <ProductGrid produits={coups.docs.slice(0, 4)} />
        </section>
      )}

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

      {collections.length > 0 && (
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
      )}

      <section className="conteneur mt-24" aria-labelledby="titre-nouveautes">
        <EnTete
          id="titre-nouveautes"
          surtitre="Fraîchement imprimées"
          titre="Nouveautés"
          lien={{ href: '/produits', label: 'Tout le catalogue' }}
        />
        <ProductGrid produits={nouveautes.docs} />
      </section>

      {articles.length > 0 && (
        <section className="conteneur mt-24" aria-labelledby="titre-articles">
          <EnTete
            id="titre-articles"
            surtitre="Le journal"
            titre="À lire au calme"
            lien={{ href: '/articles', label: 'Tous les articles' }}
          />
          <ul className="grid gap-8 md:grid-cols-3">
            {articles.map((a) => (
              <li key={a.id}>
                <CarteArticle article={a} niveau="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="conteneur mt-24" aria-labelledby="titre-lettre">
        <div className="grid items-center gap-8 rounded-[2rem] bg-ocre-pale px-6 py-10 md:grid-cols-2 md:px-12 md:py-14">
          <div>
            <p className="surtitre">La lettre de l’atelier</p>
            <h2 id="titre-lettre" className="mt-2 text-[2rem] font-medium md:text-[2.4rem]">
              Une affiche inédite chaque mois, dans votre boîte
            </h2>
            <p className="mt-3 text-encre-douce">
              Nouveautés, coulisses et idées d’aménagement. Sans publicité, désinscription en un clic.
            </p>
          </div>
          <NewsletterSlot id="newsletter-accueil" />
        </div>
      </section>
    </>
  )
}
