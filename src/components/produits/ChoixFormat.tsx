'use client'

import { useId } from 'react'

import { formatPrix } from '@/lib/format/client'
import { dimensions, type FormatOffert } from '@/lib/catalogue/client'

import { useFormatChoisi } from './FormatChoisi'

/** Height in px of the largest format's outline; the others in proportion (their real sizes compared). */
const CONTOUR_MAX = 30

const sansEspaces = (s: string) => s.replace(/\s/g, '')

/** A small outline of the sheet, to scale with the other formats of the group. */
function Contour({ f, max }: { f: FormatOffert; max: number }) {
  const k = CONTOUR_MAX / max
  return (
    <span aria-hidden="true" className="flex size-9 shrink-0 items-end justify-center">
      <span
        className="block rounded-[2px] border border-encre-douce/70 bg-papier-fonce group-has-[:checked]:border-terracotta group-has-[:checked]:bg-terracotta-pale"
        style={{ width: `${Math.max(4, f.largeurCm * k)}px`, height: `${Math.max(6, f.hauteurCm * k)}px` }}
      />
    </span>
  )
}

/**
 * The format choice of a printed product: native radios in a fieldset (arrow keys move and choose,
 * the legend names the group), each with its name, its size « 29,7 × 42 cm » and its price. A product
 * with one format or none (a file) shows no choice.
 */
export function ChoixFormat() {
  const { formats, format, choisir, slug } = useFormatChoisi()
  const id = useId()
  if (formats.length < 2) return null
  const max = Math.max(...formats.map((f) => Math.max(f.largeurCm, f.hauteurCm)))
  return (
    <fieldset className="mt-6 min-w-0">
      <legend className="text-sm font-semibold text-encre-douce">Format d’impression</legend>
      <div className="mt-3 grid gap-2">
        {formats.map((f) => {
          const taille = dimensions(f)
          return (
            <label
              key={f.code}
              className="group flex cursor-pointer items-center gap-3 rounded-2xl border border-trait bg-creme px-3.5 py-2.5 transition-colors hover:border-encre-douce has-[:checked]:border-encre has-[:checked]:bg-white has-[:checked]:shadow-[inset_0_0_0_1px_var(--color-encre)] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-terracotta"
            >
              <input
                type="radio"
                name={`format-${slug}-${id}`}
                value={f.code}
                checked={f.code === format?.code}
                onChange={() => choisir(f.code)}
                className="sr-only"
              />
              {/* The radio's visible circle: filled when checked (the input itself is visually hidden). */}
              <span
                aria-hidden="true"
                className="size-[1.125rem] shrink-0 rounded-full border-[1.5px] border-encre-douce bg-white transition-[border-width] group-has-[:checked]:border-[5.5px] group-has-[:checked]:border-encre"
              />
              <Contour f={f} max={max} />
              <span className="min-w-0 flex-1 leading-tight">
                <span className="block font-semibold text-encre">{f.libelle}</span>
                {sansEspaces(f.libelle) !== sansEspaces(taille) && (
                  <span className="mt-0.5 block text-[0.9rem] text-gris">{taille}</span>
                )}
              </span>
              <span className="font-semibold text-encre tabular-nums">{formatPrix(f.prix)}</span>
            </label>
          )
        })}
      </div>
      {format && <p className="mt-2.5 text-[0.9rem] text-gris">{format.papier}</p>}
    </fieldset>
  )
}
