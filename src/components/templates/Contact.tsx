import { ContactForm } from '@/components/contact/ContactForm'
import { Lien } from '@/components/ui/Lien'
import { PageHeader } from '@/components/ui/PageHeader'
import type { Reglages } from '@/lib/data/reglages'

/** /contact: the studio's details and the form. */
export function PageContact({ reglages }: { reglages: Reglages }) {
  return (
    <>
      <PageHeader
        surtitre="Contact"
        titre="Écrivez à l’atelier"
        intro={
          <p>
            Une commande spéciale, une question sur un tirage, une idée d’affiche pour votre cabinet ? Nous
            répondons sous deux jours ouvrés.
          </p>
        }
        miettes={[
          { nom: 'Accueil', href: '/' },
          { nom: 'Contact', href: '/contact' },
        ]}
      />
      <div className="conteneur grid gap-12 lg:grid-cols-[1.4fr_1fr]">
        <section aria-label="Formulaire" className="rounded-carte border border-trait bg-creme/60 p-6 md:p-8">
          <ContactForm />
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
              <Lien href="/faq" className="lien font-semibold">
                FAQ
              </Lien>
              .
            </p>
          </div>
        </aside>
      </div>
    </>
  )
}
