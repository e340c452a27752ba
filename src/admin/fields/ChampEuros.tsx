'use client'

import { FieldDescription, FieldError, FieldLabel, fieldBaseClass, useField } from '@payloadcms/ui'
import type { NumberFieldClientProps } from 'payload'
import { useCallback, useState } from 'react'

import { centimesDepuisEuros, eurosDepuisCentimes, validerEuros, type BornesEuros } from '@/lib/format/client'

/** The form's value while the text is not an amount: half a cent, never a stored amount, so that
 *  validation (here and on the server, the same validerEuros) refuses it with its French message and the
 *  form is not saved. The text itself cannot be the value: Payload's form state turns a number field's
 *  text into parseFloat(text) on the server (« 12,345 » would become 12 cents). */
export const SAISIE_INVALIDE = 0.5

/** An amount stored in cents, shown and typed in euros with a comma (« 12,00 € »). */
export function ChampEuros(props: NumberFieldClientProps & BornesEuros) {
  const { field, path: pathProp, readOnly, min, max, requis } = props
  const path = pathProp ?? field.name
  const validate = useCallback((v: unknown) => validerEuros(v, { min, max, requis }), [min, max, requis])
  const { value, setValue, showError, disabled } = useField<number | null>({ path, validate })
  const [texte, setTexte] = useState(() => (typeof value === 'number' ? eurosDepuisCentimes(value) : ''))

  // A value set elsewhere (document loaded, reset after a save) replaces the text, unless it says the
  // same: adjusted during the render that sees it (React's pattern for state that follows a prop).
  const [vue, setVue] = useState(value)
  if (value !== vue) {
    setVue(value)
    if (typeof value === 'number' && value !== SAISIE_INVALIDE && centimesDepuisEuros(texte) !== value)
      setTexte(eurosDepuisCentimes(value))
    if ((value === null || value === undefined) && texte.trim() !== '') setTexte('')
  }

  const id = `field-${path.replace(/\./g, '__')}`
  return (
    <div
      className={[
        fieldBaseClass,
        'number',
        'champ-euros',
        showError && 'error',
        (readOnly || disabled) && 'read-only',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <FieldLabel label={field.label} path={path} required={field.required} />
      <div className={`${fieldBaseClass}__wrap`}>
        <FieldError path={path} showError={showError} />
        <div style={{ position: 'relative' }}>
          <input
            id={id}
            name={path}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            disabled={readOnly || disabled}
            value={texte}
            // An example, in italics and grey (custom.css): « 12,00 » alone read like a price already set.
            placeholder={'ex.\u00a012,00'}
            style={{ paddingRight: '2.5rem' }}
            onChange={(e) => {
              const saisi = e.target.value
              setTexte(saisi)
              const centimes = centimesDepuisEuros(saisi)
              setValue(saisi.trim() === '' ? null : (centimes ?? SAISIE_INVALIDE))
            }}
            onBlur={() => {
              const centimes = centimesDepuisEuros(texte)
              if (centimes !== null) setTexte(eurosDepuisCentimes(centimes))
            }}
          />
          <span
            aria-hidden="true"
            style={{ position: 'absolute', right: '1rem', top: '50%', transform: 'translateY(-50%)' }}
          >
            €
          </span>
        </div>
        <FieldDescription description={field.admin?.description} path={path} />
      </div>
    </div>
  )
}
