'use client'

import { useId } from 'react'

import { MESSAGE_SIRET_CLIENT, sirenOuSiretValide } from '@/lib/facture/client'
import { TAUX_NORMAUX_UE } from '@/lib/tva/client'

export type Pro = { societe: string; numeroTva: string; siret: string; pays: string }

const regions = new Intl.DisplayNames(['fr'], { type: 'region' })
/** The member states by their French names, for a company's billing country. */
const PAYS_UE = Object.keys(TAUX_NORMAUX_UE)
  .map((code) => ({ code, nom: regions.of(code) ?? code }))
  .sort((a, b) => a.nom.localeCompare(b.nom, 'fr'))

/** A VAT number of another member state than France: its billing country decides its VAT. */
export const numeroEtranger = (numeroTva: string) => /^(?!FR)[A-Z]{2}/i.test(numeroTva.trim())
/** The SIRET field's id, for the form to focus it when its key is wrong. */
export const ID_SIRET = 'commande-siret'

type Champs = { pro: Pro; onChange: (pro: Pro) => void }

/** The billing country of a company with a foreign VAT number: it decides the VAT. */
function PaysFacturation({ pro, onChange }: Champs) {
  const ids = { pays: useId(), paysAide: useId() }
  return (
    <div>
      <label htmlFor={ids.pays} className="block text-sm font-semibold">
        Pays de facturation de la société
      </label>
      <select
        id={ids.pays}
        name="pays"
        required
        value={pro.pays}
        onChange={(e) => onChange({ ...pro, pays: e.target.value })}
        aria-describedby={ids.paysAide}
        className="mt-1.5 w-full rounded-xl border border-trait bg-creme px-4 py-3"
      >
        <option value="">Choisissez un pays</option>
        {PAYS_UE.map((p) => (
          <option key={p.code} value={p.code}>
            {p.nom}
          </option>
        ))}
      </select>
      <p id={ids.paysAide} className="mt-1 text-sm text-gris">
        Celui de votre numéro de TVA. Les fichiers sont facturés hors taxes (autoliquidation), les affiches
        expédiées dans ce pays aussi (livraison intracommunautaire exonérée).
      </p>
    </div>
  )
}

/** The SIREN or SIRET, its key checked once the customer has left the field. */
function ChampSiret({
  pro,
  onChange,
  siretVu,
  onSiretVu,
}: Champs & { siretVu: boolean; onSiretVu: () => void }) {
  const aide = useId()
  const siretInvalide = siretVu && pro.siret.trim() !== '' && !sirenOuSiretValide(pro.siret)
  return (
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
        aria-describedby={aide}
        className="mt-1.5 w-full rounded-xl border border-trait bg-creme px-4 py-3 aria-invalid:border-terracotta"
      />
      <p id={aide} className={`mt-1 text-sm ${siretInvalide ? 'text-terracotta' : 'text-gris'}`}>
        {siretInvalide ? MESSAGE_SIRET_CLIENT : '9 chiffres (SIREN) ou 14 (SIRET).'}
      </p>
    </div>
  )
}

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
  const ids = { societe: useId(), tva: useId() }
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
            placeholder="FR64443061841"
            className="mt-1.5 w-full rounded-xl border border-trait bg-creme px-4 py-3"
          />
        </div>
        {numeroEtranger(pro.numeroTva) ? <PaysFacturation pro={pro} onChange={onChange} /> : null}
        <ChampSiret pro={pro} onChange={onChange} siretVu={siretVu} onSiretVu={onSiretVu} />
        <p className="text-sm text-gris">
          Ils figureront sur votre facture électronique (Factur-X), envoyée avec le reçu.
        </p>
      </div>
    </details>
  )
}
