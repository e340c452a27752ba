'use client'

import { useEffect, useState } from 'react'

type Valeur = { id: string | number; nom: string }

/** The values of one relation, as checkboxes (a few dozen at most per taxonomy). */
export function ChoixValeurs({
  collection,
  legende,
  valeurs,
  onChange,
}: {
  collection: string
  legende: string
  valeurs: string[]
  onChange: (v: string[]) => void
}) {
  // Keyed by collection: the previous relation's values are not shown while the next ones load.
  const [lues, setLues] = useState<{ collection: string; docs: Valeur[] } | null>(null)
  useEffect(() => {
    fetch(`/api/${collection}?limit=500&depth=0&sort=nom&select[nom]=true`, { credentials: 'include' })
      .then((r) => r.json())
      .then((r: { docs?: Valeur[] }) => setLues({ collection, docs: r.docs ?? [] }))
      .catch(() => setLues({ collection, docs: [] }))
  }, [collection])
  const options = lues?.collection === collection ? lues.docs : null
  const basculer = (id: string) =>
    onChange(valeurs.includes(id) ? valeurs.filter((v) => v !== id) : [...valeurs, id])
  return (
    <fieldset className="mc-edition__valeurs">
      <legend>{legende}</legend>
      {options === null && <p>Chargement…</p>}
      {options?.length === 0 && <p>Aucune valeur.</p>}
      {options?.map((o) => (
        <label key={o.id}>
          <input
            type="checkbox"
            checked={valeurs.includes(String(o.id))}
            onChange={() => basculer(String(o.id))}
          />{' '}
          {o.nom}
        </label>
      ))}
    </fieldset>
  )
}
