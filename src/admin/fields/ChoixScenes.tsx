'use client'

import { FieldDescription, FieldError, FieldLabel, fieldBaseClass, useField } from '@payloadcms/ui'
import type { SelectFieldClientProps } from 'payload'

import { vignetteSceneUrl } from '@/lib/catalogue/client'

type Option = { value: string; label: string }

/**
 * The product's scenes (`mockups`, a select of several values) as a grid of thumbnails with their French
 * names (src/lib/images/mockups: « Cadre en chêne au mur »), instead of a list of slugs. The order of
 * the ticks is the order of the value: the first one is the page's large picture.
 */
export function ChoixScenes(props: SelectFieldClientProps & { scenes: Option[] }) {
  const { field, path: pathProp, readOnly, scenes } = props
  const path = pathProp ?? field.name
  const { value, setValue, showError, disabled } = useField<string[] | null>({ path })
  const choisies = Array.isArray(value) ? value : []
  const basculer = (scene: string) =>
    setValue(choisies.includes(scene) ? choisies.filter((s) => s !== scene) : [...choisies, scene])

  return (
    <div className={[fieldBaseClass, 'choix-scenes', showError && 'error'].filter(Boolean).join(' ')}>
      <FieldLabel label={field.label} path={path} required={field.required} />
      <FieldError path={path} showError={showError} />
      <ul className="choix-scenes__grille" role="list">
        {scenes.map((s) => {
          const rang = choisies.indexOf(s.value)
          return (
            <li key={s.value}>
              <label className="choix-scenes__scene" data-choisie={rang >= 0 || undefined}>
                <input
                  type="checkbox"
                  name={path}
                  value={s.value}
                  checked={rang >= 0}
                  disabled={readOnly || disabled}
                  onChange={() => basculer(s.value)}
                />
                <img src={vignetteSceneUrl(s.value)} alt="" width={160} height={160} loading="lazy" />
                <span className="choix-scenes__nom">{s.label}</span>
                {rang === 0 && <span className="choix-scenes__rang">Image principale</span>}
                {rang > 0 && <span className="choix-scenes__rang">{`${rang + 1}\u1d49 image`}</span>}
              </label>
            </li>
          )
        })}
      </ul>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
