'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { Lien } from '@/components/ui/Lien'
import { usePanier } from '@/components/client/PanierProvider'
import { choixDe, notify } from '@/lib/navigateur/client'
import { calculerMontants, type ReglagesLivraison, TEXTES_CONSENTEMENT } from '@/lib/commande/client'
import { prixSansTva, regimeProAnnonce } from '@/lib/panier/client'
import { sirenOuSiretValide } from '@/lib/facture/client'
import { formatPrix } from '@/lib/format/client'

import { envoyerJson } from './envoyerJson'
import { FactureSociete, ID_SIRET, numeroEtranger, type Pro } from './FactureSociete'
import { appliquerChoix, LignePanier } from './LignePanier'

/** /commande: the cart, its totals (the server recomputes them before charging) and the pay button. */
export function Panier({
  reglages,
  tva = { taux: 20, franchise: false },
}: {
  reglages: ReglagesLivraison
  /** The settings' French rate and franchise: an EU company's net total is shown before it pays it. */
  tva?: { taux: number; franchise: boolean }
}) {
  const panier = usePanier()
  const { slugs, products, loading, error, hydrated, remove, fetchProducts } = panier
  const [email, setEmail] = useState('')
  const [consentement, setConsentement] = useState(false)
  const [renonciation, setRenonciation] = useState(false)
  const [pro, setPro] = useState<Pro>({ societe: '', numeroTva: '', siret: '', pays: '' })
  const [siretVu, setSiretVu] = useState(false)
  const [envoi, setEnvoi] = useState(false)
  const ids = { email: useId(), consentement: useId(), renonciation: useId() }
  const siretInvalide = pro.siret.trim() !== '' && !sirenOuSiretValide(pro.siret)

  // Fetch each missing slug once: an unpublished product never comes back, and must not loop.
  const demandes = useRef(new Set<string>())
  useEffect(() => {
    if (!hydrated) return
    const manquants = slugs.filter((s) => !products[s] && !demandes.current.has(s))
    if (manquants.length === 0) return
    manquants.forEach((s) => demandes.current.add(s))
    void fetchProducts()
  }, [hydrated, slugs, products, fetchProducts])

  if (!hydrated || (loading && !slugs.some((s) => products[s]))) {
    return (
      <p className="conteneur py-16 text-encre-douce" role="status">
        Chargement de votre panier…
      </p>
    )
  }

  if (slugs.length === 0) {
    return (
      <section className="conteneur grid justify-items-start gap-4 py-16" aria-labelledby="panier-vide">
        <h2 id="panier-vide" className="text-3xl">
          Votre panier est vide
        </h2>
        <p className="max-w-xl text-encre-douce">
          Parcourez nos affiches, cartes et infographies illustrées pour votre cabinet : elles n’attendent que
          vous.
        </p>
        <Lien href="/produits" className="bouton bouton-plein">
          Découvrir les produits
        </Lien>
      </section>
    )
  }

  const lignes = slugs.map((slug) => ({ slug, produit: products[slug] }))
  const choisies = lignes.flatMap((l) =>
    l.produit ? [appliquerChoix(l.slug, l.produit, choixDe(panier, l.slug))] : [],
  )
  const indisponibles = loading || error ? [] : lignes.filter((l) => !l.produit).map((l) => l.slug)
  const montants = calculerMontants(
    choisies.map((l) => ({
      prix: l.prix,
      quantite: l.quantite,
      livraison: l.produit.livraison,
      classeExpedition: l.format?.classeExpedition,
    })),
    reglages,
  )
  // What an EU company pays: prices without French VAT (src/lib/panier/prixSansTva.ts, as the checkout).
  const regimePro = regimeProAnnonce(pro.numeroTva, pro.pays, tva)
  const aPayer = prixSansTva(
    choisies.map((l) => ({ prix: l.prix, quantite: l.quantite, livraison: l.produit.livraison })),
    montants,
    regimePro,
    tva.taux,
  ).montants
  const parSlug = new Map(choisies.map((l) => [l.slug, l]))

  async function payer(event: FormEvent) {
    event.preventDefault()
    if (envoi) return
    if (siretInvalide) {
      setSiretVu(true)
      const champ = document.getElementById(ID_SIRET)
      champ?.closest('details')?.setAttribute('open', '')
      champ?.focus()
      return
    }
    setEnvoi(true)
    const res = await envoyerJson<{ url: string }>('/api/commande/paiement', {
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
    })
    if (res.ok && res.data.url) {
      window.location.assign(res.data.url)
      return
    }
    notify.error(res.ok ? 'Le paiement n’a pas pu démarrer. Réessayez dans un instant.' : res.erreur)
    setEnvoi(false)
  }

  return (
    <div className="conteneur grid gap-10 pb-16 lg:grid-cols-[1.5fr_1fr]">
      <section aria-labelledby="articles">
        <h2 id="articles" className="sr-only">
          Articles
        </h2>
        {error && (
          <p className="mb-4 rounded-xl bg-terracotta-pale p-4" role="alert">
            Le panier n’a pas pu être chargé entièrement. Rechargez la page pour réessayer.
          </p>
        )}
        <ul className="divide-y divide-trait border-y border-trait" data-testid="panier-lignes">
          {lignes.map(({ slug, produit }) =>
            produit ? (
              <li
                key={slug}
                className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 py-5 sm:grid-cols-[5.5rem_minmax(0,1fr)_auto]"
                data-slug={slug}
              >
                <LignePanier
                  ligne={parSlug.get(slug)!}
                  onFormat={(code) => panier.choisirFormat(slug, code)}
                  onQuantite={(n) => panier.choisirQuantite(slug, n)}
                  onRetirer={() => remove(slug)}
                />
              </li>
            ) : (
              <li key={slug} className="flex flex-wrap items-center gap-4 py-5" data-slug={slug}>
                <div className="flex-1 text-encre-douce">
                  {loading
                    ? 'Chargement…'
                    : error
                      ? 'Ce produit n’a pas pu être chargé.'
                      : `Ce produit n’est plus disponible (${slug}).`}
                </div>
                <button
                  type="button"
                  className="bouton bouton-contour min-h-0 px-3 py-1.5 text-sm"
                  onClick={() => remove(slug)}
                  aria-label={`Retirer ${slug} du panier`}
                >
                  Retirer
                </button>
              </li>
            ),
          )}
        </ul>
      </section>

      <section
        aria-labelledby="recapitulatif"
        className="h-fit rounded-carte border border-trait bg-creme/70 p-6"
      >
        <h2 id="recapitulatif" className="text-2xl">
          Récapitulatif
        </h2>
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2">
          <dt>Sous-total</dt>
          <dd className="text-right" data-testid="sous-total">
            {formatPrix(montants.sousTotal)}
          </dd>
          {montants.contientImprime && (
            <>
              <dt>Livraison</dt>
              <dd className="text-right" data-testid="frais-de-port">
                {montants.fraisDePort ? formatPrix(montants.fraisDePort) : 'Offerte'}
              </dd>
            </>
          )}
          <dt className="border-t border-trait pt-2 text-lg font-semibold">Total</dt>
          <dd className="border-t border-trait pt-2 text-right text-lg font-semibold" data-testid="total">
            {formatPrix(montants.total)}
          </dd>
          {regimePro && (
            <>
              <dt className="font-semibold">Total hors TVA, payé par votre société</dt>
              <dd className="text-right font-semibold" data-testid="total-hors-tva">
                {formatPrix(aPayer.total)}
              </dd>
            </>
          )}
        </dl>
        {montants.contientImprime && reglages.livraisonOfferteDes > 0 && (
          <p className="mt-2 text-sm text-gris">
            Livraison offerte dès {formatPrix(reglages.livraisonOfferteDes)} (France et Union européenne).
          </p>
        )}

        <form className="mt-6 grid gap-4" onSubmit={payer}>
          <div>
            <label htmlFor={ids.email} className="block font-semibold">
              Votre adresse e-mail
            </label>
            <input
              id={ids.email}
              type="email"
              name="email"
              required
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder="prenom@cabinet.fr"
              className="mt-1.5 w-full rounded-xl border border-trait bg-creme px-4 py-3"
            />
            <p className="mt-1 text-sm text-gris">
              Pour le reçu{montants.contientNumerique ? ' et vos liens de téléchargement' : ''}.
            </p>
          </div>
          <FactureSociete pro={pro} onChange={setPro} siretVu={siretVu} onSiretVu={() => setSiretVu(true)} />
          {montants.contientNumerique && (
            <fieldset className="grid gap-3" data-testid="consentement-numerique">
              <legend className="mb-1 font-semibold">Fichiers numériques</legend>
              {(
                [
                  [ids.consentement, consentement, setConsentement, TEXTES_CONSENTEMENT.fourniture],
                  [ids.renonciation, renonciation, setRenonciation, TEXTES_CONSENTEMENT.renonciation],
                ] as const
              ).map(([id, coche, cocher, texte]) => (
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
          )}
          <p className="text-sm text-encre-douce">
            En payant, vous acceptez nos{' '}
            <Lien href="/cgv" className="lien">
              conditions générales de vente
            </Lien>
            .{' '}
            {montants.contientImprime
              ? 'Pour les articles imprimés, vous disposez de 14\u00a0jours pour vous rétracter\u00a0: '
              : 'Voir '}
            <Lien href="/cgv#retractation" className="lien">
              le droit de rétractation
            </Lien>
            .
          </p>
          <button
            type="submit"
            className="bouton bouton-plein w-full"
            disabled={envoi || loading || choisies.length < lignes.length}
          >
            {envoi ? 'Redirection vers le paiement…' : `Payer ${formatPrix(aPayer.total)}`}
          </button>
          {indisponibles.length > 0 && (
            <p className="text-sm text-terracotta" role="alert">
              Retirez les produits qui ne sont plus disponibles pour continuer.
            </p>
          )}
          <p className="text-center text-sm text-gris">
            Paiement sécurisé par Stripe. Aucune donnée bancaire ne transite par notre site. Un code promo
            {'\u00a0'}? Vous le saisirez sur la page de paiement.
          </p>
        </form>
      </section>
    </div>
  )
}
