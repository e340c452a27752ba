'use client'

import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react'

import { envoyerJson } from '@/components/commande/envoyerJson'
import { Lien } from '@/components/ui/Lien'
import { formatPrix } from '@/lib/format/client'
import type { Resume } from '@/lib/retractation/client'

const champ =
  'mt-1.5 w-full rounded-xl border border-trait bg-creme px-4 py-3 text-encre placeholder:text-gris'
const carte = 'rounded-carte border border-trait bg-creme/70 p-6 md:p-8'

type Accuse = {
  numero: string
  email: string
  recueLe: string
  horsDelai: boolean
  lignes: { titre: string; prix: number }[]
}

/** The three steps' state: the order found, the items chosen, the acknowledgement; the two requests. */
function useRetractation(initial: Resume | null) {
  const [commande, setCommande] = useState<Resume | null>(initial)
  const [email, setEmail] = useState<string | undefined>(undefined)
  const [choix, setChoix] = useState<string[]>(
    initial?.lignes.filter((l) => l.eligible).map((l) => l.slug) ?? [],
  )
  const [accuse, setAccuse] = useState<Accuse | null>(null)
  const [erreur, setErreur] = useState<string | null>(null)
  const [envoi, setEnvoi] = useState(false)
  // The reference as typed: without a session the confirmation needs it, not the bare number (record 0107).
  const [reference, setReference] = useState<string | null>(null)

  async function identifier(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const saisi = String(data.get('email') ?? '').trim() || undefined
    setEnvoi(true)
    const res = await envoyerJson<{ commande: Resume }>('/api/retractation/commande', {
      numero: String(data.get('numero') ?? ''),
      ...(saisi ? { email: saisi } : {}),
    })
    setEnvoi(false)
    if (!res.ok) return setErreur(res.erreur)
    setErreur(null)
    setEmail(saisi)
    setReference(String(data.get('numero') ?? ''))
    setCommande(res.data.commande)
    setChoix(res.data.commande.lignes.filter((l) => l.eligible).map((l) => l.slug))
  }

  async function confirmer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!commande || envoi) return
    const emailAccuse = String(new FormData(event.currentTarget).get('emailAccuse') ?? '').trim()
    setEnvoi(true)
    const res = await envoyerJson<Accuse>('/api/retractation', {
      numero: reference ?? commande.numero,
      lignes: choix,
      ...(email ? { email } : {}),
      ...(emailAccuse ? { emailAccuse } : {}),
    })
    setEnvoi(false)
    if (!res.ok) return setErreur(res.erreur)
    setErreur(null)
    setAccuse(res.data)
  }

  return { commande, choix, setChoix, accuse, erreur, envoi, identifier, confirmer }
}

/** Step 3: the acknowledgement, as mailed. */
function AccuseRetractation({ accuse }: { accuse: Accuse }) {
  return (
    <div className="rounded-carte bg-sauge-pale p-6 md:p-8" role="status" data-testid="accuse">
      <h2 className="text-3xl">Votre rétractation est enregistrée</h2>
      <p className="mt-3 text-lg">
        Nous l’avons reçue le <strong>{accuse.recueLe}</strong> pour la commande{' '}
        <strong className="whitespace-nowrap">{accuse.numero}</strong>. Un accusé de réception vient de partir
        à <strong>{accuse.email}</strong>&nbsp;: conservez-le.
      </p>
      {accuse.horsDelai && (
        <p className="mt-3" data-testid="hors-delai">
          Elle nous est parvenue après la fin du délai de rétractation&nbsp;: elle est enregistrée «&nbsp;hors
          délai&nbsp;» et l’atelier vous répondra par e-mail.
        </p>
      )}
      <ul className="mt-4 grid gap-1">
        {accuse.lignes.map((l) => (
          <li key={l.titre}>
            {l.titre} — {formatPrix(l.prix)}
          </li>
        ))}
      </ul>
      <p className="mt-4">
        Renvoyez les articles dans les 14&nbsp;jours&nbsp;; nous vous remboursons au plus tard 14&nbsp;jours
        après cette déclaration, par le moyen de paiement utilisé.
      </p>
      <Lien href="/mes-commandes" className="bouton bouton-contour mt-5">
        Retour à mes commandes
      </Lien>
    </div>
  )
}

/** Step 1: the order's number and e-mail (the session's address when signed in). */
function IdentificationCommande({
  connecte,
  envoi,
  identifier,
}: {
  connecte: boolean
  envoi: boolean
  identifier: (event: FormEvent<HTMLFormElement>) => void
}) {
  return (
    <form className={`${carte} grid gap-5`} aria-label="Identifier la commande" onSubmit={identifier}>
      <h2 className="text-2xl">1. Votre commande</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <label className="block font-semibold">
          Numéro de commande
          <input
            name="numero"
            required
            maxLength={40}
            placeholder="MC-2026-000042-7K2QPX"
            className={champ}
          />
        </label>
        <label className="block font-semibold">
          Adresse e-mail de la commande
          <input
            name="email"
            type="email"
            required={!connecte}
            maxLength={254}
            autoComplete="email"
            placeholder={connecte ? 'Celle de votre session' : 'vous@exemple.fr'}
            className={champ}
          />
        </label>
      </div>
      <div>
        <button type="submit" className="bouton bouton-plein" disabled={envoi}>
          {envoi ? 'Recherche…' : 'Continuer'}
        </button>
      </div>
    </form>
  )
}

/** « Articles concernés »: a box per line, the ineligible ones disabled with their reason. */
function ArticlesConcernes({
  commande,
  choix,
  setChoix,
}: {
  commande: Resume
  choix: string[]
  setChoix: Dispatch<SetStateAction<string[]>>
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-semibold">Articles concernés</legend>
      {commande.lignes.map((l) => (
        <label
          key={l.slug}
          className={`flex gap-3 rounded-xl border border-trait p-4 ${l.eligible ? 'bg-creme' : 'bg-papier-fonce/60 text-encre-douce'}`}
        >
          <input
            type="checkbox"
            className="mt-1 size-5 accent-terracotta"
            checked={choix.includes(l.slug)}
            disabled={!l.eligible}
            onChange={(e) =>
              setChoix((c) => (e.target.checked ? [...c, l.slug] : c.filter((s) => s !== l.slug)))
            }
          />
          <span>
            <span className="font-semibold">{l.titre}</span> — {formatPrix(l.prix)}
            <span className="block text-sm">
              {l.livraison === 'numerique' ? 'Fichier numérique' : 'Tirage imprimé'}
            </span>
            {l.motif && <span className="mt-1 block text-sm text-gris">{l.motif}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  )
}

/** Step 2's end: another address for the acknowledgement, what confirming means, the button. */
function ValidationRetractation({ envoi, aucun }: { envoi: boolean; aucun: boolean }) {
  return (
    <>
      <label className="block font-semibold">
        Recevoir l’accusé de réception à une autre adresse (facultatif)
        <input
          name="emailAccuse"
          type="email"
          maxLength={254}
          autoComplete="email"
          placeholder="Sinon, à l’adresse de la commande"
          className={champ}
        />
      </label>
      <p className="text-[0.975rem] text-encre-douce">
        En confirmant, vous vous rétractez du contrat pour les articles cochés. Vous recevez aussitôt un
        accusé de réception par e-mail, avec la date et l’heure de votre rétractation. Les autres articles
        imprimés restent ouverts à la rétractation pendant le délai.
      </p>
      <div>
        <button type="submit" className="bouton bouton-plein" disabled={envoi || aucun}>
          {envoi ? 'Envoi…' : 'Confirmer la rétractation'}
        </button>
      </div>
    </>
  )
}

/** Step 2: the order found, its deadline, the refusal or warning, the items to choose. */
function ConfirmationRetractation({
  etat: { commande, choix, setChoix, envoi, confirmer },
}: {
  etat: ReturnType<typeof useRetractation> & { commande: Resume }
}) {
  return (
    <form className={`${carte} grid gap-5`} aria-label="Confirmer la rétractation" onSubmit={confirmer}>
      <div>
        <h2 className="text-2xl">
          2. Commande <span className="whitespace-nowrap">{commande.numero}</span>
        </h2>
        <p className="text-sm text-gris">
          du {commande.date}
          {commande.dernierJour
            ? ` · rétractation possible jusqu’au ${commande.dernierJour} inclus`
            : ' · pas encore expédiée : rétractation possible dès maintenant'}
        </p>
      </div>
      {commande.refus && (
        <p role="alert" className="rounded-xl bg-ocre-pale p-4" data-testid="refus">
          {commande.refus}
        </p>
      )}
      {commande.avertissement && (
        <p role="alert" className="rounded-xl bg-ocre-pale p-4" data-testid="avertissement">
          {commande.avertissement}
        </p>
      )}
      <ArticlesConcernes commande={commande} choix={choix} setChoix={setChoix} />
      {!commande.refus && <ValidationRetractation envoi={envoi} aucun={choix.length === 0} />}
    </form>
  )
}

/**
 * The online withdrawal function: 1. identify the order (number and e-mail, or the space's session),
 * 2. choose the printed items and « Confirmer la rétractation », 3. the acknowledgement, also mailed.
 */
export function FonctionRetractation({ initial, connecte }: { initial: Resume | null; connecte: boolean }) {
  const etat = useRetractation(initial)
  const { commande, accuse, erreur } = etat
  if (accuse) return <AccuseRetractation accuse={accuse} />
  return (
    <div className="grid gap-6">
      {erreur && (
        <p role="alert" className="rounded-xl bg-terracotta-pale p-4">
          {erreur}
        </p>
      )}
      {!commande ? (
        <IdentificationCommande connecte={connecte} envoi={etat.envoi} identifier={etat.identifier} />
      ) : (
        <ConfirmationRetractation etat={{ ...etat, commande }} />
      )}
    </div>
  )
}
