import { Lien } from '@/components/ui/Lien'
import type { Reglages } from '@/lib/data/reglages'

import { Logo } from './Logo'
import { LEGAL, PIED_AIDE, PIED_ATELIER, PIED_BOUTIQUE } from './navigation'
import { NewsletterSlot } from './NewsletterSlot'

function Colonne({ titre, liens }: { titre: string; liens: readonly { href: string; label: string }[] }) {
  return (
    <div>
      <h2 className="mb-3 font-texte text-sm font-bold tracking-[0.12em] text-creme uppercase">{titre}</h2>
      <ul className="grid gap-1.5">
        {liens.map((l) => (
          <li key={l.href}>
            <Lien href={l.href} className="pied-lien">
              {l.label}
            </Lien>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Footer({ reglages }: { reglages: Reglages }) {
  return (
    <footer className="mt-24 bg-encre text-creme">
      <div className="conteneur grid gap-10 py-14 lg:grid-cols-[1.3fr_2fr]">
        <div className="max-w-md">
          <div className="rounded-carte bg-creme p-5 text-encre">
            <Logo name={reglages.name} />
            <p className="mt-3 text-[0.975rem] text-encre-douce">
              La lettre de l’atelier : nouvelles affiches, coulisses et conseils d’aménagement pour votre
              cabinet.
            </p>
            <div className="mt-4">
              <NewsletterSlot id="newsletter-pied" />
            </div>
          </div>
          <p className="mt-5 text-[0.975rem] text-creme/80">
            Une question ? Écrivez-nous à{' '}
            <a
              href={`mailto:${reglages.email}`}
              className="font-semibold text-creme underline underline-offset-4"
            >
              {reglages.email}
            </a>
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          <Colonne titre="Boutique" liens={PIED_BOUTIQUE} />
          <Colonne titre="Aide" liens={PIED_AIDE} />
          <Colonne titre="L’atelier" liens={PIED_ATELIER} />
        </div>
      </div>
      <div className="border-t border-creme/15">
        <div className="conteneur flex flex-col gap-4 py-6 text-sm text-creme/75 md:flex-row md:items-center md:justify-between">
          <p>
            © {new Date().getFullYear()} {reglages.author}. Affiches illustrées en France.
          </p>
          <nav aria-label="Informations légales">
            <ul className="flex flex-wrap gap-x-4 gap-y-1.5">
              {LEGAL.map((l) => (
                <li key={l.href}>
                  <Lien href={l.href} className="pied-legal">
                    {l.label}
                  </Lien>
                </li>
              ))}
              <li>
                <Lien href="/404" className="pied-legal">
                  Page 404
                </Lien>
              </li>
              <li>
                <Lien href="/451" className="pied-legal">
                  Page 451
                </Lien>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}
