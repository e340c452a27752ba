'use client'

import { useEffect, useRef } from 'react'

import { Lien } from '@/components/ui/Lien'
import { usePanier } from '@/components/client/PanierProvider'
import { choixDe, type PanierState } from '@/lib/navigateur/client'
import { calculerMontants, type ReglagesLivraison } from '@/lib/commande/client'
import { prixSansTva, regimeProAnnonce } from '@/lib/panier/client'
import { formatPrix } from '@/lib/format/client'

import { ArticlesPanier } from './ArticlesPanier'
import type { Pro } from './FactureSociete'
import { appliquerChoix } from './LignePanier'
import { FormulairePaiement, useSaisiePaiement } from './PaiementPanier'

type Tva = { taux: number; franchise: boolean }

/** Fetch each missing slug once: an unpublished product never comes back, and must not loop. */
function useProduitsManquants({ hydrated, slugs, products, fetchProducts }: PanierState) {
  const demandes = useRef(new Set<string>())
  useEffect(() => {
    if (!hydrated) return
    const manquants = slugs.filter((s) => !products[s] && !demandes.current.has(s))
    if (manquants.length === 0) return
    manquants.forEach((s) => demandes.current.add(s))
    void fetchProducts()
  }, [hydrated, slugs, products, fetchProducts])
}

/** The cart's lines with their choices, and its amounts as the checkout will compute them. */
function calculerPanier(panier: PanierState, reglages: ReglagesLivraison, pro: Pro, tva: Tva) {
  const { slugs, products, loading, error } = panier
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
  return { lignes, choisies, indisponibles, montants, regimePro, aPayer, parSlug }
}

type CalculPanier = ReturnType<typeof calculerPanier>

function PanierVide() {
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

/** Sous-total, livraison, total, and the net total an EU company pays. */
function MontantsPanier({
  calcul: { montants, regimePro, aPayer },
  reglages,
}: {
  calcul: CalculPanier
  reglages: ReglagesLivraison
}) {
  return (
    <>
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
    </>
  )
}

/** /commande: the cart, its totals (the server recomputes them before charging) and the pay button. */
export function Panier({
  reglages,
  tva = { taux: 20, franchise: false },
}: {
  reglages: ReglagesLivraison
  /** The settings' French rate and franchise: an EU company's net total is shown before it pays it. */
  tva?: Tva
}) {
  const panier = usePanier()
  const saisie = useSaisiePaiement()
  useProduitsManquants(panier)
  const { slugs, products, loading, hydrated } = panier

  if (!hydrated || (loading && !slugs.some((s) => products[s]))) {
    return (
      <p className="conteneur py-16 text-encre-douce" role="status">
        Chargement de votre panier…
      </p>
    )
  }
  if (slugs.length === 0) return <PanierVide />

  const calcul = calculerPanier(panier, reglages, saisie.pro, tva)
  return (
    <div className="conteneur grid gap-10 pb-16 lg:grid-cols-[1.5fr_1fr]">
      <ArticlesPanier panier={panier} lignes={calcul.lignes} parSlug={calcul.parSlug} />
      <section
        aria-labelledby="recapitulatif"
        className="h-fit rounded-carte border border-trait bg-creme/70 p-6"
      >
        <h2 id="recapitulatif" className="text-2xl">
          Récapitulatif
        </h2>
        <MontantsPanier calcul={calcul} reglages={reglages} />
        <FormulairePaiement
          saisie={saisie}
          choisies={calcul.choisies}
          montants={calcul.montants}
          total={calcul.aPayer.total}
          bloque={loading || calcul.choisies.length < calcul.lignes.length}
          indisponibles={calcul.indisponibles.length > 0}
        />
      </section>
    </div>
  )
}
