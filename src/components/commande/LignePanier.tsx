'use client'

import { useId, type ReactNode } from 'react'

import { Lien } from '@/components/ui/Lien'
import type { Choix } from '@/lib/navigateur/client'
import {
  dimensions,
  type FormatOffert,
  formatParDefaut,
  LIBELLES_LIVRAISON,
  type PublicProduit,
  QUANTITE_MAX,
  QUANTITE_MIN,
} from '@/lib/catalogue/client'
import { formatPrix } from '@/lib/format/client'

/** A cart line with its choice applied: the format sold (the default one when none was chosen, or
 *  when the product no longer offers the chosen one) and the unit price the server will charge. */
export type LigneChoisie = {
  slug: string
  produit: PublicProduit
  format: FormatOffert | null
  quantite: number
  prix: number
}

export function appliquerChoix(slug: string, produit: PublicProduit, choix: Choix): LigneChoisie {
  const formats = produit.formats ?? []
  const format = formats.find((f) => f.code === choix.format) ?? formatParDefaut(formats) ?? null
  const quantite = produit.livraison === 'imprime' ? choix.quantite : 1
  return { slug, produit, format, quantite, prix: format?.prix ?? produit.prix }
}

const QUANTITES = Array.from({ length: QUANTITE_MAX - QUANTITE_MIN + 1 }, (_, i) => QUANTITE_MIN + i)

const sansEspaces = (s: string) => s.replace(/\s/g, '')
/** « A2 · 42 × 59,4 cm », or « 50 × 70 cm » alone when the name is already the size. */
const nomEtTaille = (f: FormatOffert) =>
  sansEspaces(f.libelle) === sansEspaces(dimensions(f)) ? f.libelle : `${f.libelle} · ${dimensions(f)}`
/** « 250 g »: a number stays with its unit at the end of a line. */
const insecables = (s: string) => s.replace(/(\d) (?=\p{L})/gu, '$1\u00a0')

/** A native select with the shop's look: its own chevron, the label above it. */
function Choix({
  id,
  label,
  nom,
  children,
}: {
  id: string
  label: string
  nom: string
  children: ReactNode
}) {
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-xs font-semibold tracking-wide text-encre-douce uppercase">
        {label}
        {/* Two posters in a cart are two « Format » fields: each is named after its product. */}
        <span className="sr-only">{` de «\u00a0${nom}\u00a0»`}</span>
      </label>
      <span className="relative">
        {children}
        <svg
          aria-hidden="true"
          viewBox="0 0 12 8"
          className="pointer-events-none absolute top-1/2 right-3.5 h-2 w-3 -translate-y-1/2 text-encre-douce"
        >
          <path d="M1 1.5 6 6.5 11 1.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </span>
    </div>
  )
}

const SELECT =
  'min-h-11 w-full appearance-none rounded-xl border border-trait bg-creme py-2 pr-9 pl-3 text-sm text-encre tabular-nums transition-colors hover:border-encre-douce'

/** The printed line's format (when it has several) and quantity. */
function ChoixImpression({
  ligne: { produit, format, quantite },
  onFormat,
  onQuantite,
}: {
  ligne: LigneChoisie
  onFormat: (code: string) => void
  onQuantite: (n: number) => void
}) {
  const ids = { format: useId(), quantite: useId() }
  const formats = produit.formats ?? []
  return (
    <div className="col-span-2 flex items-end gap-3 sm:col-span-1 sm:col-start-2">
      {formats.length > 1 && (
        <div className="min-w-0 flex-1 sm:max-w-72">
          <Choix id={ids.format} label="Format" nom={produit.titre}>
            <select
              id={ids.format}
              value={format?.code ?? ''}
              onChange={(e) => onFormat(e.target.value)}
              className={SELECT}
              data-testid="choix-format"
            >
              {formats.map((f) => (
                <option key={f.code} value={f.code}>
                  {`${nomEtTaille(f)} · ${formatPrix(f.prix)}`}
                </option>
              ))}
            </select>
          </Choix>
        </div>
      )}
      <div className="w-20 shrink-0">
        <Choix id={ids.quantite} label="Quantité" nom={produit.titre}>
          <select
            id={ids.quantite}
            value={quantite}
            onChange={(e) => onQuantite(Number(e.target.value))}
            className={SELECT}
            data-testid="choix-quantite"
          >
            {QUANTITES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Choix>
      </div>
    </div>
  )
}

/** The line's amount (with its unit price from two copies) and « Retirer ». */
function MontantLigne({
  ligne: { produit, quantite, prix },
  onRetirer,
}: {
  ligne: LigneChoisie
  onRetirer: () => void
}) {
  return (
    <div className="col-span-2 flex items-center justify-between gap-4 sm:col-span-1 sm:col-start-3 sm:row-span-2 sm:row-start-1 sm:flex-col sm:items-end">
      <div className="text-left sm:text-right">
        <p className="font-semibold tabular-nums" data-testid="montant-ligne">
          {formatPrix(prix * quantite)}
        </p>
        {quantite > 1 && (
          <p className="text-xs whitespace-nowrap text-gris tabular-nums">
            {`${quantite}\u00a0×\u00a0${formatPrix(prix)}`}
          </p>
        )}
      </div>
      <button
        type="button"
        className="bouton bouton-contour min-h-0 px-3 py-1.5 text-sm"
        onClick={onRetirer}
        aria-label={`Retirer ${produit.titre} du panier`}
      >
        Retirer
      </button>
    </div>
  )
}

/**
 * One line of /commande, laid out on the li's grid (Panier): thumbnail; title and what is sold;
 * format and quantity (printed products); the line amount and « Retirer ». Under 640 px the choices
 * take the line's whole width under the thumbnail (an option « A5 carte · 14,8 × 21 cm · 12,00 € »
 * stays whole at 390 px), the amount and the button a row of their own.
 */
export function LignePanier({
  ligne,
  onFormat,
  onQuantite,
  onRetirer,
}: {
  ligne: LigneChoisie
  onFormat: (code: string) => void
  onQuantite: (n: number) => void
  onRetirer: () => void
}) {
  const { slug, produit, format } = ligne
  const formats = produit.formats ?? []
  const description = format
    ? [formats.length < 2 ? nomEtTaille(format) : null, insecables(format.papier)].filter(Boolean).join(' · ')
    : LIBELLES_LIVRAISON[produit.livraison].panier
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- fixed-size thumbnail of a derived image */}
      <img
        src={produit.image.src}
        alt=""
        width={88}
        height={88}
        loading="lazy"
        className="size-18 rounded-lg border border-trait bg-creme object-cover sm:row-span-2 sm:size-22"
      />
      <div className="col-start-2 min-w-0 self-center sm:self-start">
        <Lien href={`/produits/affiches/${slug}`} className="lien font-semibold text-pretty">
          {produit.titre}
        </Lien>
        <p className="mt-0.5 text-sm text-gris">{description}</p>
      </div>
      {produit.livraison === 'imprime' && (
        <ChoixImpression ligne={ligne} onFormat={onFormat} onQuantite={onQuantite} />
      )}
      <MontantLigne ligne={ligne} onRetirer={onRetirer} />
    </>
  )
}
