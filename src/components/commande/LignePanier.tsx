'use client'

import { useId } from 'react'

import { Lien } from '@/components/ui/Lien'
import type { Choix } from '@/lib/client/storage'
import { LIBELLES_LIVRAISON } from '@/lib/constants'
import { formatPrix } from '@/lib/format/prix'
import {
  dimensions,
  formatParDefaut,
  QUANTITE_MAX,
  QUANTITE_MIN,
  type FormatOffert,
} from '@/lib/produits/formatsImpression'
import type { PublicProduit } from '@/lib/produits/publicProduit'

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

/** One line of /commande: thumbnail, title, format and quantity (printed products), line amount. */
export function LignePanier({
  ligne,
  onFormat,
  onQuantite,
}: {
  ligne: LigneChoisie
  onFormat: (code: string) => void
  onQuantite: (n: number) => void
}) {
  const { slug, produit, format, quantite, prix } = ligne
  const ids = { format: useId(), quantite: useId() }
  const formats = produit.formats ?? []
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- fixed-size thumbnail of a derived image */}
      <img
        src={produit.image.src}
        alt=""
        width={88}
        height={88}
        loading="lazy"
        className="size-22 shrink-0 self-start rounded-lg border border-trait bg-creme object-cover"
      />
      <div className="grid min-w-0 flex-1 gap-2">
        <div>
          <Lien href={`/produits/affiches/${slug}`} className="lien font-semibold">
            {produit.titre}
          </Lien>
          <p className="text-sm text-gris">
            {format
              ? `${format.papier}, ${dimensions(format)}`
              : LIBELLES_LIVRAISON[produit.livraison].panier}
          </p>
        </div>
        {produit.livraison === 'imprime' && (
          <div className="flex flex-wrap items-end gap-3">
            {formats.length > 1 && (
              <div className="grid gap-1">
                <label
                  htmlFor={ids.format}
                  className="text-xs font-semibold tracking-wide text-encre-douce uppercase"
                >
                  Format
                </label>
                <select
                  id={ids.format}
                  value={format?.code ?? ''}
                  onChange={(e) => onFormat(e.target.value)}
                  className="min-h-11 rounded-xl border border-trait bg-creme px-3 py-2 text-sm"
                  data-testid="choix-format"
                >
                  {formats.map((f) => (
                    <option key={f.code} value={f.code}>
                      {`${f.libelle} — ${dimensions(f)} — ${formatPrix(f.prix)}`}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="grid gap-1">
              <label
                htmlFor={ids.quantite}
                className="text-xs font-semibold tracking-wide text-encre-douce uppercase"
              >
                Quantité
              </label>
              <select
                id={ids.quantite}
                value={quantite}
                onChange={(e) => onQuantite(Number(e.target.value))}
                className="min-h-11 rounded-xl border border-trait bg-creme px-3 py-2 text-sm"
                data-testid="choix-quantite"
              >
                {QUANTITES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
      </div>
      <div className="self-start text-right whitespace-nowrap">
        <p className="font-semibold" data-testid="montant-ligne">
          {formatPrix(prix * quantite)}
        </p>
        {quantite > 1 && (
          <p className="text-xs text-gris">
            {quantite}
            {'\u00a0'}× {formatPrix(prix)}
          </p>
        )}
      </div>
    </>
  )
}
