'use client'

import { useId } from 'react'

import { MESSAGE_SIRET_CLIENT, sirenOuSiretValide } from '@/lib/facture/siret'

export type Pro = { societe: string; numeroTva: string; siret: string }
/** The SIRET field's id, for the form to focus it when its key is wrong. */
export const ID_SIRET = 'commande-siret'

/**
 * « Facture au nom d’une société »: the company, its VAT number and its SIREN or SIRET, printed on the
 * Factur-X invoice (src/lib/facture). The key of the SIREN or SIRET is checked as the customer leaves
 * the field; the server checks it again.
 */
export function FactureSociete({
  pro,
  onChange,
  siretVu,
  onSiretVu,
}: {
  pro: Pro
  onChange: (pro: Pro) => void
  siretVu: boolean
  onSiretVu: () => void
}) {
  const ids = { societe: useId(), tva: useId(), siretAide: useId() }
  const siretInvalide = siretVu && pro.siret.trim() !== '' && !sirenOuSiretValide(pro.siret)
  return (
    <details className="rounded-xl border border-trait px-4 py-3">
      <summary className="cursor-pointer font-semibold">Facture au nom d’une société (facultatif)</summary>
      <div className="mt-3 grid gap-3">
        <div>
          <label htmlFor={ids.societe} className="block text-sm font-semibold">
            Société (facultatif)
          </label>
          <input
            id={ids.societe}
            name="societe"
            autoComplete="organization"
            maxLength={120}
            value={pro.societe}
            onChange={(e) => onChange({ ...pro, societe: e.target.value })}
            className="mt-1.5 w-full rounded-xl border border-trait bg-creme px-4 py-3"
          />
        </div>
        <div>
          <label htmlFor={ids.tva} className="block text-sm font-semibold">
            N° de TVA intracommunautaire (facultatif)
          </label>
          <input
            id={ids.tva}
            name="numeroTva"
            maxLength={20}
            value={pro.numeroTva}
            onChange={(e) => onChange({ ...pro, numeroTva: e.target.value })}
            placeholder="FR12345678901"
            className="mt-1.5 w-full rounded-xl border border-trait bg-creme px-4 py-3"
          />
        </div>
        <div>
          <label htmlFor={ID_SIRET} className="block text-sm font-semibold">
            SIREN ou SIRET (facultatif)
          </label>
          <input
            id={ID_SIRET}
            name="siret"
            inputMode="numeric"
            maxLength={20}
            value={pro.siret}
            onChange={(e) => onChange({ ...pro, siret: e.target.value })}
            onBlur={onSiretVu}
            placeholder="123 456 789 00012"
            aria-invalid={siretInvalide}
            aria-describedby={ids.siretAide}
            className="mt-1.5 w-full rounded-xl border border-trait bg-creme px-4 py-3 aria-invalid:border-terracotta"
          />
          <p id={ids.siretAide} className={`mt-1 text-sm ${siretInvalide ? 'text-terracotta' : 'text-gris'}`}>
            {siretInvalide ? MESSAGE_SIRET_CLIENT : '9 chiffres (SIREN) ou 14 (SIRET).'}
          </p>
        </div>
        <p className="text-sm text-gris">
          Ils figureront sur votre facture électronique (Factur-X), envoyée avec le reçu.
        </p>
      </div>
    </details>
  )
}
