'use client'

import { FieldError, FieldLabel, fieldBaseClass, useConfig, useField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'

import { FORMATS_PAR_DEFAUT } from '@/lib/catalogue/client'

type Format = { code: string; libelle: string; actif?: boolean | null }

/** The settings' list, read once for every row of the form (src/fields/formatsImpression.ts). */
let lecture: Promise<Format[]> | null = null
function lireFormats(api: string): Promise<Format[]> {
  lecture ??= fetch(`${api}/globals/reglages?depth=0&select[formatsImpression]=true`, {
    credentials: 'same-origin',
  })
    .then((r) => (r.ok ? r.json() : {}))
    .then((r: { formatsImpression?: Format[] }) =>
      // A list never saved reads as the seeded range, as on the shop (src/lib/catalogue/formatsBoutique.ts).
      r.formatsImpression?.length ? r.formatsImpression : FORMATS_PAR_DEFAUT,
    )
    .catch(() => {
      lecture = null
      return FORMATS_PAR_DEFAUT
    })
  return lecture
}

/** A product's format: chosen in the list of the Réglages (« A3 — 29,7 × 42 cm »), never typed. A code
 *  the list no longer has stays visible, marked, until the editor picks another. */
export function ChoixFormatImpression(props: TextFieldClientProps) {
  const { field, path: pathProp, readOnly } = props
  const path = pathProp ?? field.name
  const { value, setValue, showError, disabled } = useField<string | null>({ path })
  const {
    config: { routes },
  } = useConfig()
  const [formats, setFormats] = useState<Format[] | null>(null)
  useEffect(() => {
    let actif = true
    void lireFormats(routes.api).then((f) => actif && setFormats(f))
    return () => {
      actif = false
    }
  }, [routes.api])
  const id = `field-${path.replace(/\./g, '__')}`
  const inconnu = value && formats && !formats.some((f) => f.code === value)

  return (
    <div className={[fieldBaseClass, 'select', showError && 'error'].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={field.label} path={path} required={field.required} />
      <div className={`${fieldBaseClass}__wrap`}>
        <FieldError path={path} showError={showError} />
        <select
          id={id}
          name={path}
          className="choix-format"
          value={value ?? ''}
          disabled={readOnly || disabled || !formats}
          onChange={(e) => setValue(e.target.value || null)}
        >
          <option value="">{formats ? 'Choisir un format…' : 'Chargement des formats…'}</option>
          {inconnu && <option value={value}>{`${value} — inconnu des réglages`}</option>}
          {formats?.map((f) => (
            <option key={f.code} value={f.code}>
              {`${f.libelle}${f.libelle === f.code ? '' : ` (${f.code})`}${f.actif === false ? ' — inactif' : ''}`}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
