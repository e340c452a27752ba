import { NewsletterSlot } from '@/components/layout/NewsletterSlot'

/** The newsletter invitation that closes the home page. */
export function Lettre() {
  return (
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
  )
}
