import { STATUTS } from '@/components/commande/Confirmation'
import { Lien } from '@/components/ui/Lien'
import type { CommandeClient } from '@/lib/espace'
import { formatDate, formatPrix } from '@/lib/format'

const TEINTES: Partial<Record<CommandeClient['statut'], string>> = {
  payee: 'bg-sauge-pale text-sauge',
  expediee: 'bg-sauge-pale text-sauge',
  remboursee: 'bg-terracotta-pale text-terracotta',
  en_attente: 'bg-ocre-pale text-encre-douce',
}

/** The order's number, date and status. */
function EnteteCommande({ commande }: { commande: CommandeClient }) {
  return (
    <header className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
      <div>
        <h2 id={`commande-${commande.numero}`} className="text-2xl">
          Commande <span className="whitespace-nowrap">{commande.numero}</span>
        </h2>
        <p className="text-sm text-gris">
          du <time dateTime={commande.date}>{formatDate(commande.date)}</time>
        </p>
      </div>
      <span
        className={`rounded-full px-3 py-1 text-sm font-semibold ${TEINTES[commande.statut] ?? 'bg-papier-fonce'}`}
        data-testid="statut"
      >
        {STATUTS[commande.statut]}
      </span>
    </header>
  )
}

/** The download links (valid 30 days) and the order's PDF documents. */
function TelechargementsCommande({ commande }: { commande: CommandeClient }) {
  const fichiers = commande.lignes.filter((l) => l.telechargement)
  return (
    <>
      {(fichiers.length > 0 || commande.documents.length > 0) && (
        <div className="mt-5 flex flex-wrap gap-3">
          {fichiers.map((l, i) => (
            <a key={`f${i}`} href={l.telechargement!} className="bouton bouton-plein" download>
              Télécharger «&nbsp;{l.titre}&nbsp;»
            </a>
          ))}
          {commande.documents.map((d) => (
            <a key={d.href} href={d.href} className="bouton bouton-contour" download>
              {d.libelle} (PDF)
            </a>
          ))}
        </div>
      )}
      {fichiers.length > 0 && (
        <p className="mt-2 text-sm text-gris">Liens de téléchargement personnels, valables 30&nbsp;jours.</p>
      )}
    </>
  )
}

/** The withdrawal received, or the link to withdraw while it is still possible. */
function RetractationCommande({ commande }: { commande: CommandeClient }) {
  return (
    <>
      {commande.retractation.retracteeLe && (
        <p className="mt-4 rounded-xl bg-ocre-pale px-4 py-3 text-[0.975rem]">
          Rétractation reçue le {formatDate(commande.retractation.retracteeLe)}&nbsp;: l’accusé de réception
          vous a été envoyé par e-mail.
        </p>
      )}
      {commande.retractation.possible && (
        <p className="mt-4 text-[0.975rem]">
          <Lien
            href={`/retractation?commande=${encodeURIComponent(commande.numero)}`}
            className="lien font-semibold"
          >
            Renoncer au contrat ici
          </Lien>
          <span className="text-gris">
            {commande.retractation.dernierJour
              ? ` · jusqu’au ${formatDate(`${commande.retractation.dernierJour}T12:00:00Z`)} inclus`
              : ' · tant que la commande n’est pas livrée, puis 14 jours'}
          </span>
        </p>
      )}
    </>
  )
}

/** One order in « Mes commandes »: its lines, files, parcel and documents. */
export function CarteCommande({ commande }: { commande: CommandeClient }) {
  return (
    <article
      className="rounded-carte border border-trait bg-creme/70 p-5 md:p-7"
      aria-labelledby={`commande-${commande.numero}`}
      data-commande={commande.numero}
    >
      <EnteteCommande commande={commande} />

      <ul className="mt-4 divide-y divide-trait border-y border-trait">
        {commande.lignes.map((l, i) => (
          <li key={i} className="flex justify-between gap-4 py-2.5">
            <span>
              {l.titre}
              <span className="block text-sm text-gris">
                {l.livraison === 'numerique' ? 'Fichier numérique' : 'Tirage imprimé'}
              </span>
            </span>
            <span className="whitespace-nowrap">{formatPrix(l.prix)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between font-semibold">
        <span>Total</span>
        <span>{formatPrix(commande.total)}</span>
      </p>

      {commande.suivi && (
        <p className="mt-4 text-[0.975rem]">
          Colis confié à {commande.suivi.transporteur}, n°&nbsp;{commande.suivi.numero}
          {commande.suivi.href && (
            <>
              {' '}
              ·{' '}
              <a href={commande.suivi.href} className="lien" rel="noopener noreferrer" target="_blank">
                Suivre le colis
              </a>
            </>
          )}
        </p>
      )}

      <TelechargementsCommande commande={commande} />
      <RetractationCommande commande={commande} />
    </article>
  )
}
