import { PageHeader } from '@/components/ui/PageHeader'
import type { Reglages } from '@/lib/data/reglages'

const champ = 'mt-1.5 w-full rounded-xl border border-trait bg-creme px-4 py-3 text-encre placeholder:text-gris'

/** Placeholder markup of the contact form until `src/components/contact/ContactForm.tsx` (commerce
 *  work: validation, honeypot, POST /api/message) replaces it in PageContact below. */
function FormulaireProvisoire() {
  return (
    <form className="grid gap-5" aria-label="Formulaire de contact">
      <div className="grid gap-5 sm:grid-cols-2">
        <label className="block font-semibold">
          Nom
          <input name="nom" required autoComplete="name" className={champ} />
        </label>
        <label className="block font-semibold">
          E-mail
          <input name="email" type="email" required autoComplete="email" className={champ} />
        </label>
      </div>
      <label className="block font-semibold">
        Sujet <span className="font-normal text-gris">(facultatif)</span>
        <input name="sujet" className={champ} />
      </label>
      <label className="block font-semibold">
        Message
        <textarea name="message" required rows={6} className={champ} />
      </label>
      <button type="submit" className="bouton bouton-plein justify-self-start">
        Envoyer le message
      </button>
    </form>
  )
}

/** /contact: the studio's details and the form. */
export function PageContact({ reglages }: { reglages: Reglages }) {
  return (
    <>
      <PageHeader
        surtitre="Contact"
        titre="Écrivez à l’atelier"
        intro={<p>Une commande spéciale, une question sur un tirage, une idée d’affiche pour votre cabinet ? Nous répondons sous deux jours ouvrés.</p>}
        miettes={[
          { nom: 'Accueil', href: '/' },
          { nom: 'Contact', href: '/contact' },
        ]}
      />
      <div className="conteneur grid gap-12 lg:grid-cols-[1.4fr_1fr]">
        <section aria-label="Formulaire" className="rounded-carte border border-trait bg-creme/60 p-6 md:p-8">
          <FormulaireProvisoire />
        </section>
        <aside className="grid content-start gap-6">
          <div className="rounded-carte bg-sauge-pale p-6">
            <h2 className="text-2xl font-medium">Par e-mail</h2>
            <p className="mt-2">
              <a href={`mailto:${reglages.email}`} className="lien font-semibold">
                {reglages.email}
              </a>
            </p>
          </div>
          <div className="rounded-carte bg-ocre-pale p-6">
            <h2 className="text-2xl font-medium">Avant d’écrire</h2>
            <p className="mt-2 text-encre-douce">
              Les délais, formats et modes de livraison sont détaillés dans la{' '}
              <a href="/faq" className="lien font-semibold">
                FAQ
              </a>
              .
            </p>
          </div>
        </aside>
      </div>
    </>
  )
}
