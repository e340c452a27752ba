'use client'

import { useId, useState, type FormEvent } from 'react'

import { Lien } from '@/components/ui/Lien'
import { notify } from '@/lib/navigateur/client'
import { type calculerMontants, TEXTES_CONSENTEMENT } from '@/lib/commande/client'
import { sirenOuSiretValide } from '@/lib/facture/client'
import { formatPrix } from '@/lib/format/client'

import { envoyerJson } from './envoyerJson'
import { FactureSociete, ID_SIRET, numeroEtranger, type Pro } from './FactureSociete'
import type { LigneChoisie } from './LignePanier'

type Montants = ReturnType<typeof calculerMontants>

/** What the customer types before paying; the company is the cart's, its VAT number sets the total. */
export function useSaisiePaiement() {
  const [email, setEmail] = useState('')
  const [consentement, setConsentement] = useState(false)
  const [renonciation, setRenonciation] = useState(false)
  const [pro, setPro] = useState<Pro>({ societe: '', numeroTva: '', siret: '', pays: '' })
  const [siretVu, setSiretVu] = useState(false)
  const [envoi, setEnvoi] = useState(false)
  return {
    email,
    setEmail,
    consentement,
    setConsentement,
    renonciation,
    setRenonciation,
    pro,
    setPro,
    siretVu,
    setSiretVu,
    envoi,
    setEnvoi,
  }
}

type SaisiePaiement = ReturnType<typeof useSaisiePaiement>

/** The body of POST /api/commande/paiement: the choices only, the server prices every line. */
function corpsPaiement(saisie: SaisiePaiement, choisies: LigneChoisie[], montants: Montants) {
  const { email, consentement, renonciation, pro } = saisie
  return {
    slugs: choisies.map((l) => l.slug),
    // The choices only: the server prices every line from the database.
    lignes: choisies.map((l) => ({ slug: l.slug, format: l.format?.code ?? null, quantite: l.quantite })),
    email,
    ...(montants.contientNumerique
      ? { consentementNumerique: consentement, renonciationRetractation: renonciation }
      : {}),
    // Professionals' invoice details (src/lib/facture): sent only when given.
    ...(pro.societe.trim() ? { societe: pro.societe.trim() } : {}),
    ...(pro.numeroTva.trim() ? { numeroTva: pro.numeroTva.trim() } : {}),
    ...(pro.siret.trim() ? { siret: pro.siret.trim() } : {}),
    ...(pro.pays && numeroEtranger(pro.numeroTva) ? { pays: pro.pays } : {}),
  }
}

/** A wrong SIREN or SIRET key stops the payment: its field is opened and focused. */
function montrerSiret(saisie: SaisiePaiement) {
  saisie.setSiretVu(true)
  const champ = document.getElementById(ID_SIRET)
  champ?.closest('details')?.setAttribute('open', '')
  champ?.focus()
}

/** « Fichiers numériques »: the two consents a download needs before it is paid. */
function ConsentementNumerique({ saisie }: { saisie: SaisiePaiement }) {
  const ids = { consentement: useId(), renonciation: useId() }
  const cases = [
    [ids.consentement, saisie.consentement, saisie.setConsentement, TEXTES_CONSENTEMENT.fourniture],
    [ids.renonciation, saisie.renonciation, saisie.setRenonciation, TEXTES_CONSENTEMENT.renonciation],
  ] as const
  return (
    <fieldset className="grid gap-3" data-testid="consentement-numerique">
      <legend className="mb-1 font-semibold">Fichiers numériques</legend>
      {cases.map(([id, coche, cocher, texte]) => (
        <div key={id} className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            required
            checked={coche}
            onChange={(e) => cocher(e.target.checked)}
            className="mt-1.5 size-4 shrink-0 accent-terracotta"
          />
          <label htmlFor={id} className="text-sm">
            {texte}
          </label>
        </div>
      ))}
    </fieldset>
  )
}

/** The customer's e-mail address, for the receipt and the download links. */
function ChampEmail({ saisie, numerique }: { saisie: SaisiePaiement; numerique: boolean }) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        Votre adresse e-mail
      </label>
      <input
        id={id}
        type="email"
        name="email"
        required
        autoComplete="email"
        value={saisie.email}
        onChange={(e) => saisie.setEmail(e.target.value)}
        placeholder="prenom@cabinet.fr"
        className="mt-1.5 w-full rounded-xl border border-trait bg-creme px-4 py-3"
      />
      <p className="mt-1 text-sm text-gris">
        Pour le reçu{numerique ? ' et vos liens de téléchargement' : ''}.
      </p>
    </div>
  )
}

/** The terms of sale and the right of withdrawal, accepted by paying. */
function MentionCgv({ imprime }: { imprime: boolean }) {
  return (
    <p className="text-sm text-encre-douce">
      En payant, vous acceptez nos{' '}
      <Lien href="/cgv" className="lien">
        conditions générales de vente
      </Lien>
      .{' '}
      {imprime
        ? 'Pour les articles imprimés, vous disposez de 14\u00a0jours pour vous rétracter\u00a0: '
        : 'Voir '}
      <Lien href="/cgv#retractation" className="lien">
        le droit de rétractation
      </Lien>
      .
    </p>
  )
}

/** /commande's form: e-mail, company, consents, then Stripe's checkout page. */
export function FormulairePaiement({
  saisie,
  choisies,
  montants,
  total,
  bloque,
  indisponibles,
}: {
  saisie: SaisiePaiement
  choisies: LigneChoisie[]
  montants: Montants
  /** What the customer pays: without French VAT for an EU company. */
  total: number
  /** A product still loading or gone: the button waits. */
  bloque: boolean
  indisponibles: boolean
}) {
  const { pro, envoi } = saisie
  async function payer(event: FormEvent) {
    event.preventDefault()
    if (envoi) return
    if (pro.siret.trim() !== '' && !sirenOuSiretValide(pro.siret)) return montrerSiret(saisie)
    saisie.setEnvoi(true)
    const res = await envoyerJson<{ url: string }>(
      '/api/commande/paiement',
      corpsPaiement(saisie, choisies, montants),
    )
    if (res.ok && res.data.url) {
      window.location.assign(res.data.url)
      return
    }
    notify.error(res.ok ? 'Le paiement n’a pas pu démarrer. Réessayez dans un instant.' : res.erreur)
    saisie.setEnvoi(false)
  }

  return (
    <form className="mt-6 grid gap-4" onSubmit={payer}>
      <ChampEmail saisie={saisie} numerique={montants.contientNumerique} />
      <FactureSociete
        pro={pro}
        onChange={saisie.setPro}
        siretVu={saisie.siretVu}
        onSiretVu={() => saisie.setSiretVu(true)}
      />
      {montants.contientNumerique && <ConsentementNumerique saisie={saisie} />}
      <MentionCgv imprime={montants.contientImprime} />
      <button type="submit" className="bouton bouton-plein w-full" disabled={envoi || bloque}>
        {envoi ? 'Redirection vers le paiement…' : `Payer ${formatPrix(total)}`}
      </button>
      {indisponibles && (
        <p className="text-sm text-terracotta" role="alert">
          Retirez les produits qui ne sont plus disponibles pour continuer.
        </p>
      )}
      <p className="text-center text-sm text-gris">
        Paiement sécurisé par Stripe. Aucune donnée bancaire ne transite par notre site. Un code promo
        {'\u00a0'}? Vous le saisirez sur la page de paiement.
      </p>
    </form>
  )
}
