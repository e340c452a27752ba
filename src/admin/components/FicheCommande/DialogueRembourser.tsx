'use client'

import { Button, toast, useModal } from '@payloadcms/ui'
import { useState } from 'react'

import { DialogueAdmin } from '@/admin/ui/DialogueAdmin'
import { nouvelleCleIdempotence } from '@/lib/navigateur/client'
import { type EtatRemboursement, partDesExemplaires } from '@/lib/commande/client'
import { centimesDepuisEuros, formatPrix, pluriel } from '@/lib/format/client'

const MODALE = 'mc-rembourser-commande'
type Ligne = EtatRemboursement['lignes'][number]

/** What `k` more copies of a line refund (the server's own arithmetic, src/lib/commande/etatRemboursement.ts). */
const montantDe = (l: Ligne, k: number) =>
  partDesExemplaires(l.net, l.quantite, l.exemplairesRembourses + k) -
  partDesExemplaires(l.net, l.quantite, l.exemplairesRembourses)

/** POST /api/admin/commandes/{numero}/rembourser: the error to show, or the credit note issued. */
async function demanderRemboursement(numero: string, cle: string, corps: object) {
  const res = await fetch(`/api/admin/commandes/${encodeURIComponent(numero)}/rembourser`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', 'idempotency-key': cle },
    body: JSON.stringify(corps),
  }).catch(() => null)
  const reponse = ((await res?.json().catch(() => null)) ?? {}) as {
    error?: string
    avoir?: { numero: string } | null
  }
  if (!res?.ok) return { erreur: reponse.error ?? 'Le serveur ne répond pas\u00a0: rien n’a été remboursé.' }
  return { erreur: null, avoir: reponse.avoir }
}

/** The shipping costs, refundable once. */
function ChoixPort({
  etat,
  livraison,
  onChange,
}: {
  etat: EtatRemboursement
  livraison: boolean
  onChange: (livraison: boolean) => void
}) {
  const portDu = etat.port.montant > 0 && !etat.port.rembourse
  return (
    <label className="mc-remboursement__ligne">
      <input
        type="checkbox"
        checked={livraison}
        disabled={!portDu}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{`Frais de livraison (${formatPrix(etat.port.montant)})`}</span>
      {!portDu && <small className="mc-muted">déjà remboursés</small>}
    </label>
  )
}

/** An amount in euros, typed freely; `montant` is null when it does not read as one. */
function MontantLibre({
  texte,
  montant,
  onChange,
}: {
  texte: string
  montant: number | null
  onChange: (texte: string) => void
}) {
  return (
    <>
      <label className="mc-remboursement__montant">
        <span>Montant libre (en euros, facultatif)</span>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={'ex.\u00a05,00'}
          value={texte}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={montant === null}
        />
      </label>
      {montant === null && (
        <p className="mc-dialogue__erreur">Écrivez un montant en euros, par exemple 5,00.</p>
      )}
    </>
  )
}

/**
 * « Rembourser » on the order page: in the admin's dialog, chosen lines (and copies), the shipping
 * and/or an amount, with what is already refunded and what will be left; POST
 * /api/admin/commandes/{numero}/rembourser with one `Idempotency-Key` per opening, then the page is read
 * again (its totals, documents and history follow).
 */
export function DialogueRembourser({ numero, etat }: { numero: string; etat: EtatRemboursement }) {
  const { openModal } = useModal()
  const [cle, setCle] = useState('')
  const [copies, setCopies] = useState<Record<string, number>>({})
  const [livraison, setLivraison] = useState(false)
  const [texteMontant, setTexteMontant] = useState('')

  const montantLibre = texteMontant.trim() ? centimesDepuisEuros(texteMontant) : 0
  const choisies = etat.lignes.filter((l) => (copies[l.id] ?? 0) > 0)
  const port = livraison ? etat.port.montant : 0
  const somme = choisies.reduce((s, l) => s + montantDe(l, copies[l.id]), 0) + port + (montantLibre ?? 0)

  const ouvrir = () => {
    setCle(nouvelleCleIdempotence())
    setCopies({})
    setLivraison(false)
    setTexteMontant('')
    openModal(MODALE)
  }
  const rembourser = async (): Promise<string | null> => {
    const corps = {
      ...(choisies.length ? { lignes: choisies.map((l) => ({ id: l.id, exemplaires: copies[l.id] })) } : {}),
      ...(livraison ? { livraison: true } : {}),
      ...(montantLibre ? { montant: montantLibre } : {}),
    }
    const reponse = await demanderRemboursement(numero, cle, corps)
    if (reponse.erreur !== null) return reponse.erreur
    toast.success(
      `${formatPrix(somme)} remboursés sur la commande ${numero}${reponse.avoir ? `\u00a0; avoir ${reponse.avoir.numero} émis` : ''}.`,
    )
    // The page holds the order as it was loaded: read it again with its new totals and documents.
    window.location.reload()
    return null
  }

  return (
    <div className="mc-fiche__rembourser">
      <p>
        Reste à rembourser&nbsp;: <strong data-testid="reste-bouton">{formatPrix(etat.reste)}</strong>
      </p>
      <Button buttonStyle="secondary" size="medium" margin={false} onClick={ouvrir}>
        Rembourser…
      </Button>
      <DialogueAdmin
        slug={MODALE}
        titre={`Rembourser la commande ${numero}`}
        confirmer={`Rembourser ${formatPrix(somme)}`}
        enCours="Remboursement…"
        valide={somme > 0 && montantLibre !== null && somme <= etat.reste}
        onConfirmer={rembourser}
      >
        <p>
          {`Déjà remboursé\u00a0: ${formatPrix(etat.rembourse)}. Reste à rembourser\u00a0: ${formatPrix(etat.reste)}.`}
        </p>
        <fieldset className="mc-remboursement">
          <legend>Articles</legend>
          {etat.lignes.map((l) => (
            <ChoixLigne
              key={l.id}
              ligne={l}
              copies={copies[l.id] ?? 0}
              onChange={(k) => setCopies((c) => ({ ...c, [l.id]: k }))}
            />
          ))}
          {etat.port.montant > 0 && <ChoixPort etat={etat} livraison={livraison} onChange={setLivraison} />}
        </fieldset>
        <MontantLibre texte={texteMontant} montant={montantLibre} onChange={setTexteMontant} />
        <p className="mc-remboursement__bilan" data-testid="bilan-remboursement">
          {`Vous remboursez ${formatPrix(somme)}\u00a0; restera ${formatPrix(Math.max(0, etat.reste - somme))}.`}
        </p>
        {somme > etat.reste && (
          <p className="mc-dialogue__erreur">{`C’est plus que les ${formatPrix(etat.reste)} qui restent.`}</p>
        )}
      </DialogueAdmin>
    </div>
  )
}

/** One order line: a box for all copies left, or a number of them, and what is already refunded. */
function ChoixLigne({
  ligne: l,
  copies,
  onChange,
}: {
  ligne: Ligne
  copies: number
  onChange: (k: number) => void
}) {
  const fini = l.exemplairesRestants === 0
  return (
    <div className="mc-remboursement__ligne">
      <label>
        <input
          type="checkbox"
          checked={copies > 0}
          disabled={fini}
          onChange={(e) => onChange(e.target.checked ? l.exemplairesRestants : 0)}
        />
        <span>{`${l.titre}${l.formatLibelle ? ` — ${l.formatLibelle}` : ''}`}</span>
      </label>
      {l.quantite > 1 && !fini && (
        <label className="mc-remboursement__copies">
          <span>Exemplaires</span>
          <select value={copies} onChange={(e) => onChange(Number(e.target.value))}>
            {Array.from({ length: l.exemplairesRestants + 1 }, (_, k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
      )}
      <small className="mc-muted">
        {fini
          ? `remboursée (${formatPrix(l.montantRembourse)})`
          : `reste ${formatPrix(l.montantRestant)}${l.quantite > 1 ? ` (${pluriel(l.exemplairesRestants, 'exemplaire')})` : ''}${copies ? ` — ${formatPrix(montantDe(l, copies))} choisis` : ''}`}
      </small>
    </div>
  )
}
