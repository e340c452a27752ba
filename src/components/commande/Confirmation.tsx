import { Lien } from '@/components/ui/Lien'
import type { Confirmation as Donnees } from '@/lib/panier'
import { formatPrix, libelleRemise } from '@/lib/format'

import { Rafraichir } from './Rafraichir'
import { ViderPanier } from './ViderPanier'

export const STATUTS: Record<Donnees['statut'], string> = {
  en_attente: 'Paiement en cours de confirmation',
  payee: 'Payée',
  expediee: 'Expédiée',
  annulee: 'Annulée',
  remboursee: 'Remboursée',
  echouee: 'Paiement refusé',
}

/** Cancelled, refused or refunded: the cart is kept for another try. */
const nonReglee = (statut: Donnees['statut']) =>
  statut === 'annulee' || statut === 'echouee' || statut === 'remboursee'

function CommandeIntrouvable() {
  return (
    <section className="conteneur grid justify-items-start gap-4 pb-16">
      <h2 className="text-3xl">Commande introuvable</h2>
      <p className="max-w-xl text-encre-douce">
        Ce lien ne correspond à aucune commande. Si vous venez de payer, consultez l’e-mail de confirmation ou
        écrivez-nous.
      </p>
      <div className="flex flex-wrap gap-3">
        <Lien href="/commande" className="bouton bouton-contour">
          Voir mon panier
        </Lien>
        <Lien href="/contact" className="bouton bouton-plein">
          Nous écrire
        </Lien>
      </div>
    </section>
  )
}

/** The banner of the order's state: thanks, waiting for Stripe, or not paid. */
function EtatPaiement({ commande }: { commande: Donnees }) {
  const { statut } = commande
  const payee = statut === 'payee' || statut === 'expediee'
  const echec = nonReglee(statut)
  return (
    <>
      {payee && (
        <div className="rounded-carte bg-sauge-pale p-6" role="status">
          <h2 className="text-3xl">Merci pour votre commande !</h2>
          <p className="mt-2">
            Un reçu a été envoyé à <strong>{commande.email}</strong>.
          </p>
        </div>
      )}
      {statut === 'en_attente' && (
        <div className="rounded-carte bg-ocre-pale p-6" role="status" aria-live="polite">
          <h2 className="text-3xl">Paiement en cours de confirmation…</h2>
          <p className="mt-2">
            Stripe nous transmet la confirmation de votre paiement : cette page se met à jour d’elle-même.
          </p>
          <Rafraichir />
        </div>
      )}
      {echec && (
        <div className="rounded-carte bg-terracotta-pale p-6" role="alert">
          <h2 className="text-3xl">{STATUTS[statut]}</h2>
          <p className="mt-2">
            Cette commande n’a pas été réglée. Votre panier vous attend si vous souhaitez réessayer.
          </p>
          <Lien href="/commande" className="bouton bouton-plein mt-4">
            Retour au panier
          </Lien>
        </div>
      )}
    </>
  )
}

/** « Vos fichiers »: a download link per digital line, with the consent given at checkout. */
function FichiersCommande({ commande }: { commande: Donnees }) {
  const numeriques = commande.lignes.filter((l) => l.telechargement)
  if (numeriques.length === 0) return null
  return (
    <div className="mt-8">
      <h2 className="text-2xl">Vos fichiers</h2>
      <p className="mt-1 text-sm text-gris">
        Liens personnels, valables 30 jours (également envoyés par e-mail).
      </p>
      {commande.consentement && (
        <p className="mt-2 text-sm" data-testid="consentement-confirme">
          {commande.consentement}
        </p>
      )}
      <ul className="mt-4 grid gap-3">
        {numeriques.map((l) => (
          <li key={l.slug}>
            <a href={l.telechargement!} className="bouton bouton-contour" download>
              Télécharger « {l.titre} »
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The order's amounts: subtotal, discount, delivery, total. */
function MontantsCommande({ commande }: { commande: Donnees }) {
  return (
    <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-1">
      <dt>Sous-total</dt>
      <dd className="text-right">{formatPrix(commande.sousTotal)}</dd>
      {commande.remise ? (
        <>
          <dt>{libelleRemise(commande.codePromo)}</dt>
          <dd className="text-right" data-testid="remise-commande">
            {formatPrix(-commande.remise)}
          </dd>
        </>
      ) : null}
      {commande.lignes.some((l) => l.livraison === 'imprime') && (
        <>
          <dt>Livraison</dt>
          <dd className="text-right">
            {commande.fraisDePort ? formatPrix(commande.fraisDePort) : 'Offerte'}
          </dd>
        </>
      )}
      <dt className="font-semibold">Total</dt>
      <dd className="text-right font-semibold" data-testid="total-commande">
        {formatPrix(commande.total)}
      </dd>
    </dl>
  )
}

/** The order's detail: number, state, lines, amounts and delivery address. */
function DetailCommande({ commande }: { commande: Donnees }) {
  return (
    <aside
      className="h-fit rounded-carte border border-trait bg-creme/70 p-6"
      aria-labelledby="detail-commande"
    >
      <h2 id="detail-commande" className="text-2xl">
        Commande <span data-testid="numero-commande">{commande.numero}</span>
      </h2>
      <p className="mt-1 text-sm">
        Statut : <strong data-testid="statut-commande">{STATUTS[commande.statut]}</strong>
      </p>
      <ul className="mt-4 divide-y divide-trait border-y border-trait">
        {commande.lignes.map((l) => (
          <li key={l.slug} className="flex justify-between gap-4 py-2">
            <span>
              {l.titre}
              <span className="block text-sm text-gris">
                {l.livraison === 'numerique'
                  ? 'Fichier numérique'
                  : `Imprimé${l.formatLibelle ? `, ${l.formatLibelle}` : ''}${l.quantite > 1 ? `\u00a0× ${l.quantite}` : ''}`}
              </span>
            </span>
            <span className="whitespace-nowrap">{formatPrix(l.prix * l.quantite)}</span>
          </li>
        ))}
      </ul>
      <MontantsCommande commande={commande} />
      {commande.adresseLivraison?.ligne1 && (
        <p className="mt-4 text-sm">
          Livraison à : {commande.adresseLivraison.nom}, {commande.adresseLivraison.ligne1},{' '}
          {commande.adresseLivraison.codePostal} {commande.adresseLivraison.ville} (
          {commande.adresseLivraison.pays})
        </p>
      )}
    </aside>
  )
}

/** /commande?session_id=…: the order after Stripe's redirect. */
export function Confirmation({ commande }: { commande: Donnees | null }) {
  if (!commande) return <CommandeIntrouvable />
  const { statut } = commande
  const echec = nonReglee(statut)
  return (
    <section className="conteneur grid gap-8 pb-16 lg:grid-cols-[1.5fr_1fr]" data-statut={statut}>
      {!echec && <ViderPanier />}
      <div>
        <EtatPaiement commande={commande} />
        <FichiersCommande commande={commande} />
      </div>
      <DetailCommande commande={commande} />
    </section>
  )
}
