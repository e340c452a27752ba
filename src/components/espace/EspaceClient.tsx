import { Lien } from '@/components/ui/Lien'
import { Pagination } from '@/components/ui/Pagination'
import type { PageEspace } from '@/lib/espace'

import { CarteCommande } from './CarteCommande'
import { DemandeLien } from './DemandeLien'

const heure = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
})

/** Signed out: the sign-in form beside what the space holds. */
function ConnexionEspace({ message }: { message: string | null }) {
  return (
    <section className="conteneur grid gap-10 pb-16 lg:grid-cols-[1.2fr_1fr]">
      <div className="rounded-carte border border-trait bg-creme/70 p-6 md:p-8">
        {message && (
          <p role="alert" className="mb-5 rounded-xl bg-ocre-pale p-4">
            {message}
          </p>
        )}
        <DemandeLien />
      </div>
      <aside className="grid content-start gap-3 text-encre-douce">
        <h2 className="text-2xl text-encre">Ce que vous y trouverez</h2>
        <ul className="grid list-disc gap-1.5 pl-5">
          <li>vos commandes, leur statut et le suivi de vos colis&nbsp;;</li>
          <li>vos factures et vos avoirs en PDF&nbsp;;</li>
          <li>de nouveaux liens de téléchargement pour vos fichiers numériques&nbsp;;</li>
          <li>la rétractation en ligne de vos commandes imprimées, pendant le délai légal.</li>
        </ul>
        <p className="text-sm">
          Pas de compte, pas de mot de passe&nbsp;: le lien reçu par e-mail sert une seule fois. Vous pouvez
          aussi{' '}
          <Lien href="/retractation" className="lien">
            renoncer à une commande avec son numéro
          </Lien>
          .
        </p>
      </aside>
    </section>
  )
}

/** The session's address, until when it holds, and the two ways out. */
function BarreSession({ session }: { session: { email: string; expireLe: number } }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-carte bg-papier-fonce px-5 py-4">
      <p>
        Connecté avec <strong data-testid="email-espace">{session.email}</strong>
        <span className="block text-sm text-gris">
          Session valable jusqu’à {heure.format(new Date(session.expireLe)).replace(':', '\u00a0h\u00a0')}
        </span>
      </p>
      <div className="flex flex-wrap gap-3">
        <form method="post" action="/api/espace/deconnexion">
          <button type="submit" className="bouton bouton-contour">
            Se déconnecter
          </button>
        </form>
        {/* Closes every session of the address, and the document links they gave (record 0108). */}
        <form method="post" action="/api/espace/deconnexion-partout">
          <button type="submit" className="bouton bouton-contour">
            Se déconnecter partout
          </button>
        </form>
      </div>
    </div>
  )
}

/** « Mes commandes »: the sign-in form, or the orders of the session's e-mail. */
export function EspaceClient({
  session,
  espace,
  message,
}: {
  session: { email: string; expireLe: number } | null
  espace: PageEspace | null
  message: string | null
}) {
  if (!session || !espace) return <ConnexionEspace message={message} />
  return (
    <section className="conteneur grid gap-6 pb-16">
      {message && (
        <p role="alert" className="rounded-xl bg-ocre-pale p-4">
          {message}
        </p>
      )}
      <BarreSession session={session} />
      {espace.commandes.length === 0 ? (
        <p className="text-encre-douce">Aucune commande à afficher pour cette adresse.</p>
      ) : (
        <div className="grid gap-6">
          {espace.commandes.map((c) => (
            <CarteCommande key={c.numero} commande={c} />
          ))}
        </div>
      )}
      <Pagination
        page={espace.page}
        totalPages={espace.pages}
        href={(n) => (n <= 1 ? '/mes-commandes' : `/mes-commandes?page=${n}`)}
      />
    </section>
  )
}
